import type { ReactNode } from 'react';
import { Button } from 'react-vant';

export type EmptyKind = 'empty' | 'error' | 'search';

// Not react-vant's Empty: its pictures come from a public CDN, and its code carries them
// on every first load. These are drawn inline, so an empty or error state never depends
// on a third-party host.
function Picture({ kind }: { kind: EmptyKind }) {
  const mark =
    kind === 'error' ? (
      <path d="M48 34v18M48 60v2" stroke="#f08a8a" strokeWidth="5" strokeLinecap="round" />
    ) : kind === 'search' ? (
      <>
        <circle cx="45" cy="45" r="12" fill="none" stroke="#9ab8e6" strokeWidth="4" />
        <path d="M54 54l9 9" stroke="#9ab8e6" strokeWidth="4" strokeLinecap="round" />
      </>
    ) : (
      <path d="M34 48h28M34 58h18" stroke="#b8c4d6" strokeWidth="4" strokeLinecap="round" />
    );
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
      <ellipse cx="48" cy="86" rx="30" ry="5" fill="#eef1f5" />
      <rect
        x="22"
        y="16"
        width="52"
        height="64"
        rx="8"
        fill="#f5f7fa"
        stroke="#dfe4ec"
        strokeWidth="2"
      />
      {mark}
    </svg>
  );
}

export function EmptyState({
  text,
  kind = 'empty',
  action,
  children,
  testId,
  compact = false,
}: {
  text: string;
  kind?: EmptyKind;
  /** The way out of the dead end (back, home, try again): one button under the text. */
  action?: { label: string; onClick: () => void } | undefined;
  children?: ReactNode;
  testId?: string;
  /** One line of text, for a section inside a card rather than a whole page. */
  compact?: boolean;
}) {
  if (compact) {
    return (
      <p className="app-empty-compact" data-testid={testId}>
        {text}
      </p>
    );
  }
  return (
    <div className="app-empty" data-testid={testId}>
      <Picture kind={kind} />
      <p className="app-empty__text">{text}</p>
      {(children || action) && (
        <div className="app-empty__actions">
          {children}
          {action && (
            <Button round size="small" type="primary" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
