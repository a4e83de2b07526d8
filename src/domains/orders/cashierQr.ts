// WeChat Pay's Native cashier, for a payer at a desktop: a weixin:// address that WeChat on
// the payer's phone scans. It is kept in memory for its order's pay result page only, never
// in the address bar, where a crafted link could show a code of someone else's.

/** The address WeChat Pay's Native prepay answers (its code_url). */
const NATIVE_CASHIER = /^weixin:\/\/wxpay\/bizpayurl\?pr=[\w-]+$/;

const codes = new Map<string, string>();

export const isNativeCashier = (tradeUrl: string) => NATIVE_CASHIER.test(tradeUrl);

/** Keeps the code of the order's newest trade: an older one's trade is closed. */
export function rememberCashierQr(orderNo: string, code: string) {
  codes.clear();
  codes.set(orderNo, code);
}

/** The code to scan for an order's waiting trade, when this page made it. */
export const cashierQrOf = (orderNo: string) => codes.get(orderNo) ?? null;
