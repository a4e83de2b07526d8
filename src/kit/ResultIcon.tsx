const MARKS = {
  success: { color: '#0a7f44', path: 'M19 33l9 9 17-19' },
  waiting: { color: '#0f6bcc', path: 'M32 17v16l10 6' },
  fail: { color: '#d40d24', path: 'M22 22l20 20M42 22L22 42' },
} as const;

/** The big round mark of a result page: a tick, a clock or a cross. */
export function ResultIcon({ kind }: { kind: keyof typeof MARKS }) {
  const { color, path } = MARKS[kind];
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden data-kind={kind}>
      <circle cx="32" cy="32" r="30" fill={color} />
      <path
        d={path}
        stroke="#fff"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
