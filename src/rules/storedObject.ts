/**
 * A JSON object read back from storage, or null when there is none or it is not one
 * (garbled, another version's, or a plain value): each reader then checks its fields.
 */
export function parseStoredObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
