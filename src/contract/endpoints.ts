// Every endpoint of the contract, by its export name: what the README's API table, the
// fuzzer and the OpenAPI document read. The app never imports this list (it would carry
// every area into one chunk).
import type { Endpoint } from './endpoint';
import * as contract from './index';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string' &&
  'answer' in value;

export const ENDPOINTS: ReadonlyArray<readonly [name: string, endpoint: Endpoint]> = Object.entries(
  contract as Record<string, unknown>,
).flatMap(([name, value]) => (isEndpoint(value) ? [[name, value] as const] : []));
