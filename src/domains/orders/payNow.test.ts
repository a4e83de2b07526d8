import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WxPayRequest } from '@/contract';
import { cashierQrOf } from './cashierQr';
import { goToCashier } from './payNow';

// Issue 40, item 2: inside WeChat, WeChat Pay's own cashier (JSAPI), then the pay result.
const wxPay: WxPayRequest = {
  appId: 'wx1234567890abcdef',
  timeStamp: '1765137600',
  nonceStr: '593BEC0C930BF1AFEB40B4A08C8FB242',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'c2lnbmVk',
};
const result = '/paySuccess?orderNo=P20261207120000123456&hospid=1';
const resultUrl = `${window.location.origin}${result}`;

type Done = (res: { err_msg?: string }) => void;
const win = window as { WeixinJSBridge?: unknown };

afterEach(() => {
  delete win.WeixinJSBridge;
});

describe('goToCashier', () => {
  it('goes straight to the cashier of a trade without wxPay (the simulator, H5)', () => {
    const go = vi.fn();
    expect(
      goToCashier(
        { orderNo: 'P20261207120000123456', tradeUrl: '/sim/cashier?token=t', wxPay: undefined },
        go,
      ),
    ).toBe(true);
    expect(go).toHaveBeenCalledWith(`${window.location.origin}/sim/cashier?token=t`);
  });

  it("pays through WeChat's bridge with the server's request, then goes to the pay result", async () => {
    const go = vi.fn();
    let done: Done = () => {};
    const invoke = vi.fn((_name: string, _request: WxPayRequest, callback: Done) => {
      done = callback;
    });
    win.WeixinJSBridge = { invoke };
    expect(goToCashier({ orderNo: 'P20261207120000123456', tradeUrl: result, wxPay }, go)).toBe(
      true,
    );
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', wxPay, expect.any(Function));
    // Not before the payer is done in WeChat's cashier.
    await Promise.resolve();
    expect(go).not.toHaveBeenCalled();
    done({ err_msg: 'get_brand_wcpay_request:cancel' });
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(resultUrl));
  });

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    const go = vi.fn();
    const invoke = vi.fn((_name: string, _request: WxPayRequest, callback: Done) =>
      callback({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    goToCashier({ orderNo: 'P20261207120000123456', tradeUrl: result, wxPay }, go);
    await Promise.resolve();
    expect(go).not.toHaveBeenCalled();
    win.WeixinJSBridge = { invoke };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(resultUrl));
    expect(invoke).toHaveBeenCalledTimes(1);
  });

  it("at a desktop, keeps WeChat Pay's code to scan and goes to the order's pay result page", () => {
    const go = vi.fn();
    const code = 'weixin://wxpay/bizpayurl?pr=qnu8GBtzz';
    const orderNo = 'P20261207120000654321';
    expect(goToCashier({ orderNo, tradeUrl: code, wxPay: undefined }, go)).toBe(true);
    expect(go).toHaveBeenCalledWith(`#/orderPayResult?orderNo=${orderNo}`);
    expect(cashierQrOf(orderNo)).toBe(code);
    expect(cashierQrOf('P20261207120000123456')).toBeNull();
  });

  it('follows no other weixin:// address', () => {
    const go = vi.fn();
    const tradeUrl = 'weixin://dl/business/?t=abc';
    expect(goToCashier({ orderNo: 'P1', tradeUrl, wxPay: undefined }, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});
