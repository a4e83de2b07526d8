import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useCountdown } from './useCountdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('useCountdown', () => {
  it('counts down a second at a time to 0', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(2);
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current[0]).toBe(0);
  });

  it("with a key, a reload finds the wait that is left for that key's phone only", () => {
    const first = renderHook(() => useCountdown('sms:13800000001'));
    act(() => first.result.current[1](60));
    first.unmount();
    vi.setSystemTime(new Date('2026-11-23T09:00:15Z'));

    const again = renderHook(({ key }) => useCountdown(key), {
      initialProps: { key: 'sms:13800000001' as string | null },
    });
    expect(again.result.current[0]).toBe(45);
    again.rerender({ key: 'sms:13800000002' });
    expect(again.result.current[0]).toBe(0);
    again.rerender({ key: 'sms:13800000001' });
    expect(again.result.current[0]).toBe(45);
  });

  it('rounds up what is left, and is 0 once it has passed', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
  });
});
