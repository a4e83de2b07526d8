import { useId, type RefObject } from 'react';
import { reveal } from './fieldErrors';
import './errorSummary.css';

/** One error of a form: its field (`data-error-key` on the field's box) and its message. */
export interface SummaryError {
  key: string;
  message: string;
}

/**
 * GOV.UK's error summary: at the top of a form, a box with a heading and, for each error, a
 * link that takes the patient to its field. A submit takes the focus here (useFieldErrors
 * goes to a summary before any field), so every error is in view at once, not only the
 * first with the others below the fold; each field keeps its own message as well.
 */
export function ErrorSummary({
  title,
  errors,
  root,
}: {
  title: string;
  /** In the order of the fields on the page. */
  errors: readonly SummaryError[];
  root: RefObject<HTMLElement>;
}) {
  const id = useId();
  if (errors.length === 0) return null;

  function goTo(key: string) {
    const box = root.current?.querySelector<HTMLElement>(`[data-error-key="${key}"]`);
    if (!box) return;
    // The control marked invalid (the box itself, a choice group, or the input inside it).
    const control = box.matches('[aria-invalid="true"]')
      ? box
      : (box.querySelector<HTMLElement>('[aria-invalid="true"]') ?? box);
    reveal(control);
  }

  return (
    <div className="app-error-summary" data-error-summary data-testid="error-summary" tabIndex={-1}>
      <div role="alert" aria-labelledby={id}>
        <h2 id={id} className="app-error-summary__title">
          {title}
        </h2>
        <ul className="app-error-summary__list">
          {errors.map((e) => (
            <li key={e.key}>
              <button type="button" className="app-error-summary__link" onClick={() => goTo(e.key)}>
                {e.message}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
