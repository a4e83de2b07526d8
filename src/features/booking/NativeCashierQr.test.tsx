import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberCashierQr } from '@/domains/orders/cashierQr';
import { setUpComponentTests } from '@/kit/testSetup';
import zh from '../../../locales/zh-CN/booking.json';
import en from '../../../locales/en/booking.json';
import { NativeCashierQr } from './NativeCashierQr';

// Issue 40, item 2: at a desktop, WeChat Pay's Native cashier is a code the payer scans with
// WeChat; the pay result page shows it for the order whose trade this page opened, only.

setUpComponentTests('booking', zh, en);

describe('NativeCashierQr', () => {
  it("shows the order's code to scan, named, with the words that say what to do", async () => {
    rememberCashierQr('P1', 'weixin://wxpay/bizpayurl?pr=qnu8GBtzz');
    render(<NativeCashierQr orderNo="P1" />);
    expect(await screen.findByRole('img', { name: '微信支付二维码' })).toBeTruthy();
    expect(screen.getByTestId('pay-qr').textContent).toBe(
      '请用手机微信扫一扫上方二维码支付，付款后点击“刷新支付结果”。',
    );
  });

  it('shows nothing for an order this page opened no trade for', () => {
    rememberCashierQr('P1', 'weixin://wxpay/bizpayurl?pr=qnu8GBtzz');
    const { container } = render(<NativeCashierQr orderNo="P2" />);
    expect(container.innerHTML).toBe('');
  });
});
