/** Prices always show with two decimals; a missing or broken amount shows as 0.00. */
export function formatPrice(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return typeof n === 'number' && Number.isFinite(n) ? n.toFixed(2) : '0.00';
}

/** A sum of prices to the cent, without the float noise of adding decimals. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
