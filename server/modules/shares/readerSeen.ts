import { maskAddress, summariseUserAgent } from '../auth/index.ts';

// What a share's access log keeps of a reader: the same summary of the User-Agent and the
// same masked address as the list of signed-in devices, never the header or the address.

/** What the owner's list shows of one open. */
export function readerSeen(ip: string, userAgent: string | undefined) {
  return { place: maskAddress(ip), ...summariseUserAgent(userAgent) };
}
