/** A row of choices of which one is pressed (sort order, gender, company, payment option). */
export function ChoiceChips<T extends string | number>({
  label,
  options,
  value,
  onChange,
  scroll = false,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; text: string }>;
  value: T | null;
  onChange: (value: T) => void;
  /** One line that scrolls sideways instead of wrapping. */
  scroll?: boolean;
}) {
  return (
    <div
      className={scroll ? 'app-chips app-chips--scroll' : 'app-chips'}
      role="group"
      aria-label={label}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
        >
          <span className="app-chip">{o.text}</span>
        </button>
      ))}
    </div>
  );
}
