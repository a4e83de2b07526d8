import { useId, type ReactNode } from 'react';
import './choiceRow.css';
// Its message when a choice is missing is drawn like a field's.
import './fieldErrors.css';

interface Props {
  type?: 'checkbox' | 'radio';
  /** Radios of one question share a name. */
  name?: string;
  checked: boolean;
  /** A checkbox reports its new state; a radio reports true when it is chosen. */
  onChange: (checked: boolean) => void;
  /** The choice's name; without it the row's whole text names it (the consent sentence). */
  title?: ReactNode;
  description?: ReactNode;
  /** Shown at the row's end (a price), read after the name. */
  extra?: ReactNode;
  /** Text after the title in the same line, with links or buttons of their own. */
  children?: ReactNode;
  className?: string;
  testId?: string;
  disabled?: boolean;
  /** The id of a message about this choice (why it is needed), read with its name. */
  errorId?: string;
}

/**
 * A checkbox or radio whose whole row is the target (GOV.UK's "Checkboxes" pattern): a
 * native input inside a label, so a tap anywhere on the row, Space on the keyboard and a
 * screen reader all toggle it, and its name is the row's words. A button inside the row
 * (an agreement's title) does its own thing: a label ignores taps on interactive content.
 */
export function ChoiceRow({
  type = 'checkbox',
  name,
  checked,
  onChange,
  title,
  description,
  extra,
  children,
  className,
  testId,
  disabled,
  errorId,
}: Props) {
  const id = useId();
  const titleId = title ? `${id}-title` : undefined;
  const described = [description && `${id}-desc`, extra && `${id}-extra`, errorId].filter(Boolean);
  return (
    <label
      className={`app-choice app-choice--${type}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      <input
        type={type}
        className="app-choice__input"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-labelledby={titleId}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
      />
      <span className="app-choice__box" aria-hidden="true" />
      <span className="app-choice__body">
        {title && (
          <span className="app-choice__title" id={titleId}>
            {title}
          </span>
        )}
        {children}
        {description && (
          <span className="app-choice__desc" id={`${id}-desc`}>
            {description}
          </span>
        )}
      </span>
      {extra && (
        <span className="app-choice__extra" id={`${id}-extra`}>
          {extra}
        </span>
      )}
    </label>
  );
}
