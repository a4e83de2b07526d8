/**
 * Images may come as full URLs, as paths on the API host, or as names under the
 * backend's imagePath (from Hosp/env). Returns what an <img src> can use.
 */
export function resolveImageUrl(value: string | null | undefined, imagePath = ''): string {
  const v = (value ?? '').trim();
  if (
    v === '' ||
    /^(https?:)?\/\//i.test(v) ||
    v.startsWith('/') ||
    /^(data:image\/|blob:)/i.test(v)
  )
    return v;
  if (imagePath === '') return v;
  return `${imagePath.replace(/\/+$/, '')}/${v.replace(/^\/+/, '')}`;
}
