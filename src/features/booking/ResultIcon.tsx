/** The big round mark of a result page: a tick, a clock or a cross. */
export function ResultIcon({ kind }: { kind: 'success' | 'waiting' | 'fail' }) {
  const color = kind === 'success' ? '#07c160' : kind === 'waiting' ? '#1989fa' : '#ee0a24';
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden data-kind={kind}>
      <circle cx="32" cy="32" r="30" fill={color} />
      {kind === 'success' && (
        <path
          d="M19 33l9 9 17-19"
          stroke="#fff"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {kind === 'waiting' && (
        <path
          d="M32 17v16l10 6"
          stroke="#fff"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {kind === 'fail' && (
        <path d="M22 22l20 20M42 22L22 42" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}
