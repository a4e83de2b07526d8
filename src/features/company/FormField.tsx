import { Field } from 'react-vant';

export type FormFieldKind = 'text' | 'tel' | 'digit' | 'number' | 'date' | 'textarea';

/** What each kind lets through as typed: digits only, or one decimal point. */
function cleaned(kind: FormFieldKind, raw: string): string {
  if (kind === 'digit') return raw.replace(/\D/g, '');
  if (kind === 'number') return raw.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
  return raw;
}

const INPUT_TYPE: Record<Exclude<FormFieldKind, 'textarea'>, string> = {
  text: 'text',
  tel: 'tel',
  digit: 'text',
  number: 'text',
  date: 'date',
};

const INPUT_MODE = { digit: 'numeric', number: 'decimal', tel: 'tel' } as const;

/**
 * One row of a company form: a real label tied to its input, and, after a refused submit,
 * the reason beside the field (aria-invalid, aria-describedby), so a reader hears which
 * field is wrong and why, and `focusFirstError` can bring it into view.
 */
export function FormField({
  id,
  label,
  value,
  onChange,
  kind = 'text',
  required = false,
  error,
  maxLength,
  placeholder,
  min,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind?: FormFieldKind;
  required?: boolean;
  error?: string | undefined;
  maxLength?: number;
  placeholder?: string;
  min?: string;
}) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    placeholder,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Field
      className={`company-field${error ? ' company-field--error' : ''}`}
      label={<label htmlFor={id}>{label}</label>}
      required={required}
      error={Boolean(error)}
      errorMessage={
        error ? (
          <span id={errorId} className="company-field__error" data-testid={errorId}>
            {error}
          </span>
        ) : undefined
      }
    >
      {kind === 'textarea' ? (
        <div className="company-field__area">
          <textarea
            {...shared}
            rows={2}
            className="company-field__control company-field__textarea"
            onChange={(e) => onChange(e.target.value)}
          />
          {maxLength !== undefined && (
            <span className="company-field__count" aria-hidden="true">
              {`${[...value].length}/${maxLength}`}
            </span>
          )}
        </div>
      ) : (
        <input
          {...shared}
          type={INPUT_TYPE[kind]}
          inputMode={kind in INPUT_MODE ? INPUT_MODE[kind as keyof typeof INPUT_MODE] : undefined}
          min={min}
          className="company-field__control"
          onChange={(e) => onChange(cleaned(kind, e.target.value))}
        />
      )}
    </Field>
  );
}
