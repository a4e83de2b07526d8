/**
 * The name a hospital-signed text may carry for a person who typed their own (an account's
 * name, up to 8 characters of anything): only its family name, as the first character when
 * that is a Chinese character, then two stars whatever the length (Zhang San and Zhang
 * Sanfeng both read as Zhang's character and "**"). Anything else (a Latin letter, a digit, a dot, a slash: "t.cn/abc") gives
 * null, and the text names a neutral word of the template's own instead: a hospital's
 * signature must never carry a stranger's link or number.
 */
export function smsFamilyName(name: string): string | null {
  const first = name.trim().match(/^\p{Script=Han}/u)?.[0];
  return first ? `${first}**` : null;
}
