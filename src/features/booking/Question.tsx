import { useId, type ReactNode } from 'react';

/**
 * One question of the booking form with its label, and, once a submit found it unanswered,
 * a red frame and the reason under it, tied to the group so a screen reader reads both.
 */
export function Question({
  label,
  heading = false,
  required = false,
  role = 'group',
  field,
  error,
  children,
}: {
  label: string;
  /** Its key in the form's errors: the error summary's link finds the question by it. */
  field?: string;
  role?: 'group' | 'radiogroup';
  /** The section's own title rather than a question inside a section. */
  heading?: boolean;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      role={role}
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={`booking__field${error ? ' app-invalid-group' : ''}`}
      data-testid={error ? 'booking-invalid' : undefined}
      data-error-key={field}
    >
      <h3 id={`${id}-label`} className={heading ? 'app-section-title' : 'booking__label'}>
        {required && (
          <span className="booking__required" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </h3>
      {children}
      {error && (
        <p className="app-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
