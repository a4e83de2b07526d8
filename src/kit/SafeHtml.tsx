import { useEffect, useState } from 'react';
import type { HtmlSources } from './sanitizeHtml';

type Sanitize = (html: string, sources: HtmlSources) => string;

// DOMPurify weighs 12 KB gzipped: it loads with the first HTML shown, not with the page
// (issue 27), and the HTML comes from a call that takes longer anyway.
let loaded: Sanitize | undefined;
const loadSanitizer = () =>
  import('./sanitizeHtml').then((m) => {
    loaded = m.sanitizeHtml;
    return loaded;
  });

/**
 * HTML from the server (notices, introductions, articles), sanitised before it is
 * rendered: a compromised or careless backend must not be able to run script here. Until
 * the sanitiser has loaded, the box stays empty: nothing unsanitised is ever rendered.
 */
export function SafeHtml({
  html,
  className,
  imagePath = '',
}: {
  html: string | null | undefined;
  className?: string;
  /** The hospital's image path: pictures under it are shown. */
  imagePath?: string;
}) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loaded);
  const wanted = Boolean(html);
  useEffect(() => {
    if (!wanted || sanitize) return;
    let gone = false;
    void loadSanitizer().then((fn) => !gone && setSanitize(() => fn));
    return () => {
      gone = true;
    };
  }, [wanted, sanitize]);
  const clean =
    html && sanitize ? sanitize(html, { origin: window.location.origin, imagePath }) : '';
  return (
    <div
      className={className ? `app-html ${className}` : 'app-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
