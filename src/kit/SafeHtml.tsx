import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * HTML from the server (notices, introductions, articles), sanitised before it is
 * rendered: a compromised or careless backend must not be able to run script here.
 */
export function SafeHtml({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }),
    [html],
  );
  return (
    <div
      className={className ? `app-html ${className}` : 'app-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
