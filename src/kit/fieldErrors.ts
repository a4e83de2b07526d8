import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import './fields.css';
import './fieldErrors.css';

// Errors where they are: every form marks each wrong field beside it, ties the reason to
// it for a screen reader, and takes the patient to the first one instead of a toast over
// a field below the fold.

let nextId = 0;
const idOf = (el: Element, prefix: string) => {
  if (!el.id) el.id = `${prefix}-${++nextId}`;
  return el.id;
};

const setFlag = (el: Element, name: string, value: string | null) => {
  if (value === null) el.removeAttribute(name);
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
};

/**
 * Ties every react-vant Field in `root` to its label and its error, which react-vant does
 * not do: the control is named by the field's label (aria-labelledby), and a field drawn in
 * error (`error` and `errorMessage` props) gets aria-invalid and aria-describedby pointing
 * at the message under it. The control is the input, or a radiogroup given as children.
 */
export function tieFields(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLElement>('.rv-field')) {
    const control = field.querySelector<HTMLElement>(
      '.rv-field__body input, .rv-field__body textarea, .rv-field__body [role=radiogroup]',
    );
    if (!control) continue;
    const label = field.querySelector('.rv-field__label');
    const labelText = label?.textContent?.trim() ?? '';
    // A picker (ID type, birth date, relation): react-vant makes the row a button around
    // the read-only input that shows the choice, a control inside a control. The input is
    // kept as the one control (named by the label, its value the choice); the row stays
    // what a tap or Enter on it opens the picker with.
    if (field.getAttribute('role') === 'button' && control instanceof HTMLInputElement) {
      field.removeAttribute('role');
      field.removeAttribute('tabindex');
      if (!field.dataset.keys) {
        field.dataset.keys = '1';
        field.addEventListener('keydown', (e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          field.click();
        });
      }
    }
    if (labelText && label) setFlag(control, 'aria-labelledby', idOf(label, 'field-label'));
    const message = field.querySelector('.rv-field__error-message');
    const invalid = field.classList.contains('rv-field--error') && message !== null;
    setFlag(control, 'aria-invalid', invalid ? 'true' : null);
    setFlag(control, 'aria-describedby', invalid ? idOf(message, 'field-error') : null);
  }
}

/**
 * Scrolls the first control marked invalid in `root` (document order) to the middle of the
 * screen, clear of the bottom bars, and moves the focus there, so a screen reader reads its
 * name and the message tied to it. A group of choices takes the focus itself (its name and
 * message are the group's), and the patient then tabs to its choices.
 */
export function revealFirstError(root: HTMLElement) {
  // A form with an error summary (kit/ErrorSummary) goes there: it lists every error.
  const first = root.querySelector<HTMLElement>('[data-error-summary], [aria-invalid="true"]');
  if (first) reveal(first);
}

/** The same for fields named by id, in the order they appear (forms of plain inputs). */
export function focusFirstError(ids: readonly string[]) {
  // After the render that marks the fields: their messages change the layout.
  window.requestAnimationFrame(() => {
    const first = ids.map((id) => document.getElementById(id)).find((e) => e !== null);
    if (first) reveal(first);
  });
}

/** Scrolls an element to the middle of the screen and moves the focus to it. */
export function reveal(el: HTMLElement) {
  if (!el.matches('input, textarea, button, [tabindex]')) el.tabIndex = -1;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  el.focus({ preventScroll: true });
}

/**
 * A form's errors by field: `show` draws all of them at once and takes the patient to the
 * first; `clear` drops one as its field is changed. `ref` goes on the form's container.
 */
export function useFieldErrors<K extends string>(): {
  ref: RefObject<HTMLDivElement>;
  errors: Partial<Record<K, string>>;
  show: (errors: Partial<Record<K, string>>) => boolean;
  clear: (...keys: K[]) => void;
  cleared: <T>(set: (value: T) => void, ...keys: K[]) => (value: T) => void;
} {
  const ref = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [shown, setShown] = useState(0);
  // After every render: the fields' ties follow the errors drawn.
  useLayoutEffect(() => {
    if (ref.current) tieFields(ref.current);
  });
  useLayoutEffect(() => {
    if (shown && ref.current) revealFirstError(ref.current);
  }, [shown]);
  const show = useCallback((next: Partial<Record<K, string>>) => {
    setErrors(next);
    const any = Object.values(next).some(Boolean);
    if (any) setShown((n) => n + 1);
    return any;
  }, []);
  const clear = useCallback((...keys: K[]) => {
    setErrors((current) => {
      if (!keys.some((k) => current[k])) return current;
      const next = { ...current };
      for (const k of keys) delete next[k];
      return next;
    });
  }, []);
  /** A field's change handler that also drops its error: the patient is fixing it. */
  const cleared = useCallback(
    <T>(set: (value: T) => void, ...keys: K[]) =>
      (value: T) => {
        set(value);
        clear(...keys);
      },
    [clear],
  );
  return { ref, errors, show, clear, cleared };
}

/** The props that draw a react-vant Field in error with its message beside it. */
export const fieldError = (message: string | undefined) =>
  message ? { error: true, errorMessage: message } : {};
