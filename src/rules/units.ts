// Units as a lab prints them ("10^9/L", "x10^12/L", "mm^2") typeset for reading: the power
// raised (10⁹/L), as on a paper report. Both the report pages and any server text may use it.

const SUPERSCRIPT: Record<string, string> = {
  '0': '\u2070',
  '1': '\u00b9',
  '2': '\u00b2',
  '3': '\u00b3',
  '4': '\u2074',
  '5': '\u2075',
  '6': '\u2076',
  '7': '\u2077',
  '8': '\u2078',
  '9': '\u2079',
  '-': '\u207b',
  '+': '\u207a',
};

const superscript = (digits: string) => [...digits].map((c) => SUPERSCRIPT[c] ?? c).join('');

/**
 * A unit with its powers raised: "10^9/L" -> "10⁹/L", "10^12/L" -> "10¹²/L", "x10^9/L" ->
 * "×10⁹/L", "m^-2" -> "m⁻²". A power is written with a caret ("^", or the full-width caret U+FF3E);
 * anything else is left as it is, so "mmol/L" and "" pass unchanged.
 */
export function typesetUnit(unit: string | null | undefined): string {
  const s = (unit ?? '').trim();
  return s
    .replace(/[\^\uFF3E]\s*([+-]?\d+)/g, (_all, power: string) => superscript(power))
    .replace(
      /(^|[^A-Za-z])[xX*](?=\s*10\u207b?[\u2070\u00b9\u00b2\u00b3\u2074-\u2079])/g,
      '$1\u00d7',
    );
}
