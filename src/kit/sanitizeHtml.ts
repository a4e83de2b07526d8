// The sanitiser of server HTML, with DOMPurify: a chunk of its own that SafeHtml loads
// when it first shows HTML, so a page that shows some does not wait for it to render.
import DOMPurify from 'dompurify';
import { sanitizeStyle } from './sanitizeStyle';

/** Where a picture or a link in server HTML may point: the app itself, the hospital's images. */
export interface HtmlSources {
  /** The page's origin, e.g. https://h5.hospital.cn. */
  origin: string;
  /** The hospital's image path (Hosp/env imagePath); empty when it has none. */
  imagePath: string;
}

// What hospital notices and articles are written with; no form controls, media, embedded
// documents, svg/math or document-level tags (style, link, meta, base).
const TAGS = [
  ...['p', 'br', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'],
  ...['img', 'a', 'blockquote', 'q', 'hr', 'sub', 'sup', 'small', 'mark', 'abbr', 'font'],
  ...['figure', 'figcaption', 'pre', 'code', 'section', 'article', 'header', 'footer'],
];

// No attribute that names a URL except img src and a href, which the hook checks; no class
// or id, which could borrow the app's own styles (an overlay's).
const ATTRIBUTES = [
  ...['href', 'src', 'alt', 'title', 'width', 'height', 'style'],
  ...['colspan', 'rowspan', 'align', 'valign', 'border', 'cellpadding', 'cellspacing'],
  ...['start', 'reversed', 'type', 'color', 'size', 'face'],
];

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

function checkUrls(node: Element, sources: HtmlSources) {
  const src = node.getAttribute('src');
  if (node.tagName === 'IMG') {
    if (!allowedUrl(src ?? '', sources, 'image')) node.remove();
  } else if (src !== null) node.removeAttribute('src');
  const href = node.getAttribute('href');
  if (href !== null && (node.tagName !== 'A' || !allowedUrl(href, sources, 'link')))
    node.removeAttribute('href');
}

/**
 * Server HTML made safe to show, by allowlists: no script, only the tags and attributes of
 * written text, pictures only from the app or the hospital's image path (an outside picture
 * is a tracking pixel), links only inside the app, and only styles that keep a box in its
 * place (no overlay, no fake dialog).
 */
export function sanitizeHtml(html: string, sources: HtmlSources): string {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    checkUrls(node, sources);
    // align on a picture or a table floats it out of the text's flow.
    if (node.tagName === 'IMG' || node.tagName === 'TABLE') node.removeAttribute('align');
    const style = node.getAttribute('style');
    if (style === null) return;
    const kept = sanitizeStyle(style, node.ownerDocument);
    if (kept) node.setAttribute('style', kept);
    else node.removeAttribute('style');
  });
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: TAGS,
      ALLOWED_ATTR: ATTRIBUTES,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}
