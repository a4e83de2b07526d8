import { runtimeConfig } from '@/platform/runtimeConfig';
import { payInWeChat } from '@/platform/wechat/pay';
import type { PersonalOrder } from '@/contract';
import { href } from '@/kit/routes';
import { isNativeCashier, rememberCashierQr } from './cashierQr';
import { resolveTradeUrl } from './tradeUrl';

/**
 * Sends the browser to the cashier of an order's trade; false when there is none to go to.
 * Inside WeChat with WeChat Pay the order carries WeChat's own cashier (wxPay): it is opened
 * in the page, and whatever the payer did there, the pay result page (tradeUrl) asks the
 * server where the trade stands. At a desktop, WeChat Pay's cashier is a code to scan with
 * WeChat (Native): the pay result page shows it while it waits.
 */
export function goToCashier(
  order: Pick<PersonalOrder, 'orderNo' | 'tradeUrl' | 'wxPay'>,
  go = (url: string) => window.location.assign(url),
): boolean {
  if (order.tradeUrl && isNativeCashier(order.tradeUrl)) {
    rememberCashierQr(order.orderNo, order.tradeUrl);
    go(`#${href('/orderPayResult', { orderNo: order.orderNo })}`);
    return true;
  }
  const url =
    order.tradeUrl &&
    resolveTradeUrl(order.tradeUrl, runtimeConfig().apiBaseUrl, window.location.href);
  if (!url) return false;
  if (order.wxPay) {
    void payInWeChat(order.wxPay).then(() => go(url));
    return true;
  }
  go(url);
  return true;
}
