import { runtimeConfig } from '@/platform/runtimeConfig';
import type { PersonalOrder } from '@/contract';
import { resolveTradeUrl } from './tradeUrl';

/** Sends the browser to the cashier of an order's trade; false when there is none to go to. */
export function goToCashier(order: Pick<PersonalOrder, 'tradeUrl'>): boolean {
  const url =
    order.tradeUrl &&
    resolveTradeUrl(order.tradeUrl, runtimeConfig().apiBaseUrl, window.location.href);
  if (!url) return false;
  window.location.assign(url);
  return true;
}
