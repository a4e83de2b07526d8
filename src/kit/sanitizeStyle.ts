// A style attribute from server HTML, reduced to properties that only change how text and
// boxes look in their place. It is read through the browser's own CSS parser (a scratch
// element's `style`), so comments, escapes and shorthands are resolved exactly as they
// would be when shown: a blocklist over the raw text missed `/**/position`, `\70 osition`,
// `inset-inline`, `translate` and `background:URL(...)`.

// Longhands, as the CSSOM lists a parsed declaration (`margin` arrives as margin-top...).
const PROPERTIES = new Set([
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'font-variant-caps',
  'font-variant-ligatures',
  'font-variant-numeric',
  'font-variant-east-asian',
  'font-stretch',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-align-last',
  'text-indent',
  'text-transform',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-style',
  'text-decoration-color',
  'text-decoration-thickness',
  'text-underline-offset',
  'text-underline-position',
  'text-emphasis-style',
  'text-emphasis-color',
  'text-emphasis-position',
  'white-space',
  'white-space-collapse',
  'text-wrap',
  'text-wrap-mode',
  'text-wrap-style',
  'word-break',
  'word-wrap',
  'overflow-wrap',
  'line-break',
  'hyphens',
  'tab-size',
  'vertical-align',
  'list-style-type',
  'list-style-position',
  'display',
  'box-sizing',
  'width',
  'min-width',
  'max-width',
  'height',
  'min-height',
  'max-height',
  'border-collapse',
  'border-spacing',
  'table-layout',
  'caption-side',
  'empty-cells',
  ...['top', 'right', 'bottom', 'left'].flatMap((side) => [
    `margin-${side}`,
    `padding-${side}`,
    `border-${side}-width`,
    `border-${side}-style`,
    `border-${side}-color`,
  ]),
  ...['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((c) => `border-${c}-radius`),
]);

// Values that only lay a box out in the flow; none lifts it out (no contents, no flex tricks).
const DISPLAYS = new Set([
  'block',
  'inline',
  'inline-block',
  'list-item',
  'none',
  'table',
  'table-caption',
  'table-row',
  'table-row-group',
  'table-header-group',
  'table-footer-group',
  'table-cell',
  'table-column',
  'table-column-group',
  'flow-root',
]);

// The only functions a kept value may call: colours and arithmetic. Everything else can
// fetch (url, image-set, cross-fade, element, paint), run (expression) or read outside
// values (var, env, attr).
const FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'calc',
  'min',
  'max',
  'clamp',
]);

function harmlessValue(property: string, value: string): boolean {
  // The CSSOM serialises escapes away; one left means a parser that did not resolve it.
  if (value === '' || value.includes('\\')) return false;
  for (const [, name] of value.toLowerCase().matchAll(/([a-z-]*)\s*\(/g))
    if (!FUNCTIONS.has(name ?? '')) return false;
  if (property === 'display') return DISPLAYS.has(value.trim().toLowerCase());
  // A negative margin pulls the text over what comes before it, like a small overlay.
  if (property.startsWith('margin-')) return !/(^|[\s(,])-/.test(value);
  return true;
}

/** The harmless part of a style attribute, written back as the browser serialises it. */
export function sanitizeStyle(style: string, doc: Document = document): string {
  const parsed = doc.createElement('div').style;
  parsed.cssText = style;
  const kept = doc.createElement('div').style;
  for (let i = 0; i < parsed.length; i++) {
    const property = parsed.item(i).toLowerCase();
    const value = parsed.getPropertyValue(property);
    // Without its !important: the app's own rules (a picture's max-width) still win.
    if (PROPERTIES.has(property) && harmlessValue(property, value))
      kept.setProperty(property, value);
  }
  return kept.cssText;
}
