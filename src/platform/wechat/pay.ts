import type { WxPayRequest } from '@/contract';

/** The part of WeChat's in-page bridge that pays, so a test can hand in a fake. */
export interface WeixinBridge {
  invoke(
    name: 'getBrandWCPayRequest',
    request: WxPayRequest,
    done: (res: { err_msg?: string }) => void,
  ): void;
}

const bridgeOf = () => (window as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;

/**
 * WeChat's own cashier inside WeChat (WeChat Pay's JSAPI), with the request the server
 * signed: answers WeChat's err_msg (get_brand_wcpay_request:ok, :cancel or :fail). The
 * bridge is there only once WeChat says so (WeixinJSBridgeReady) on a page just opened.
 */
export function payInWeChat(request: WxPayRequest): Promise<string> {
  const pay = (bridge: WeixinBridge) =>
    new Promise<string>((resolve) =>
      bridge.invoke('getBrandWCPayRequest', request, (res) => resolve(res.err_msg ?? '')),
    );
  const bridge = bridgeOf();
  if (bridge) return pay(bridge);
  return new Promise<string>((resolve) => {
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        const ready = bridgeOf();
        resolve(ready ? pay(ready) : '');
      },
      { once: true },
    );
  });
}
