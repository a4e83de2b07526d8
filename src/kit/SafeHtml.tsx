import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Where a picture or a link in server HTML may point: the app itself, the hospital's images. */
export interface HtmlSources {
  /** The page's origin, e.g. https://h5.hospital.cn. */
  origin: string;
  /** The hospital's image path (Hosp/env imagePath); empty when it has none. */
  imagePath: string;
}

// Styles that lift content out of its place: an overlay over the page, a fake dialog.
const POSITIONING = /^(position|z-index|inset|top|right|bottom|left|transform|float)$/i;

const under = (url: URL, base: string) => base !== '' && url.href.startsWith(base);

function allowedUrl(value: string, sources: HtmlSources, kind: 'image' | 'link'): boolean {
  let url: URL;
  try {
    url = new URL(value, sources.origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(sources.origin).origin) return true;
  if (kind === 'image' && sources.imagePath)
    return under(url, new URL(sources.imagePath, sources.origin).href);
  return false;
}

function keptStyle(style: string): string {
  return style
    .split(';')
    .filter((d) => d.includes(':') && !POSITIONING.test(d.slice(0, d.indexOf(':')).trim()))
    .join(';');
}

/**
 * Server HTML made safe to show: no script (DOMPurify's HTML profile), pictures only from
 * the app or the hospital's image path (an outside picture is a tracking pixel), links
 * only inside the app, and no positioning styles.
 */
export function sanitizeHtml(html: string, sources: HtmlSources): string {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !allowedUrl(node.getAttribute('src') ?? '', sources, 'image'))
      node.remove();
    const href = node.getAttribute('href');
    if (href !== null && !allowedUrl(href, sources, 'link')) node.removeAttribute('href');
    const style = node.getAttribute('style');
    if (style !== null) node.setAttribute('style', keptStyle(style));
  });
  try {
    return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}

/**
 * HTML from the server (notices, introductions, articles), sanitised before it is
 * rendered: a compromised or careless backend must not be able to run script here.
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
  const clean = useMemo(
    () => sanitizeHtml(html ?? '', { origin: window.location.origin, imagePath }),
    [html, imagePath],
  );
  return (
    <div
      className={className ? `app-html ${className}` : 'app-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
