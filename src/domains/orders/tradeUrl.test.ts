import { describe, expect, it } from 'vitest';
import { resolveTradeUrl } from './tradeUrl';

const page = 'https://h5.example.cn/app/index.html#/submitOrder?hospid=1';

describe('resolveTradeUrl', () => {
  it('reads a server path against the API base', () => {
    expect(resolveTradeUrl('/sim/cashier?orderNo=P1', '/', page)).toBe(
      'https://h5.example.cn/sim/cashier?orderNo=P1',
    );
    expect(resolveTradeUrl('/sim/cashier?orderNo=P1', 'https://api.example.cn/', page)).toBe(
      'https://api.example.cn/sim/cashier?orderNo=P1',
    );
  });

  it('keeps an absolute payment provider address', () => {
    expect(resolveTradeUrl('https://pay.example.com/c?t=1', '/', page)).toBe(
      'https://pay.example.com/c?t=1',
    );
  });

  it('refuses addresses that would run script or carry data', () => {
    expect(resolveTradeUrl('javascript:alert(1)', '/', page)).toBeNull();
    expect(resolveTradeUrl('data:text/html,<b>x</b>', '/', page)).toBeNull();
  });
});
