import { randomInt } from 'node:crypto';

/** A new order number: P, the UTC time to the second, six random digits. */
export function newOrderNo(prefix = 'P'): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The examination number a booking gets: the centre's TJ and the order number's tail. */
export function examNoOf(orderNo: string): string {
  return `TJ${orderNo.slice(-10)}`;
}
