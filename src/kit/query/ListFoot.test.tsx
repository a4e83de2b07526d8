import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/common.json';
import zh from '../../../locales/zh-CN/common.json';
import { ApiError, CODE_NETWORK } from '@/kit/api/envelope';
import { setUpComponentTests } from '@/kit/testSetup';
import { ListFoot } from './ListFoot';

setUpComponentTests('common', zh, en);

/** An IntersectionObserver the test drives: `show()` brings the observed end into view. */
const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());
const show = () => {
  for (const o of observers.filter((x) => !x.disconnected))
    o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
};

const list = (over: Partial<Parameters<typeof ListFoot>[0]['list']> = {}) => ({
  more: true,
  loadingMore: false,
  moreError: undefined,
  loadMore: vi.fn(),
  ...over,
});

describe('ListFoot', () => {
  it('asks the next page as the end comes into view, and offers a button for the same', () => {
    const idle = list();
    render(<ListFoot list={idle} />);
    show();
    expect(idle.loadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: zh.list.more }));
    expect(idle.loadMore).toHaveBeenCalledTimes(2);
  });

  it('says a page is loading, and watches nothing meanwhile', () => {
    const busy = list({ loadingMore: true });
    render(<ListFoot list={busy} />);
    expect(screen.getByTestId('list-loading').textContent).toBe(zh.list.loading);
    show();
    expect(busy.loadMore).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the list has ended, unless the page says it shows its own empty words', () => {
    const { rerender } = render(<ListFoot list={list({ more: false })} />);
    expect(screen.getByTestId('list-end').textContent).toBe(zh.list.end);
    rerender(<ListFoot list={list({ more: false })} ended={false} />);
    expect(screen.queryByTestId('list-end')).toBeNull();
  });

  it('says a page failed and asks it again on retry, not on scrolling', () => {
    const failed = list({ moreError: new ApiError(CODE_NETWORK, '') });
    render(<ListFoot list={failed} />);
    expect(screen.getByTestId('list-failed').textContent).toContain(zh.errors.network);
    show();
    expect(failed.loadMore).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: zh.actions.retry }));
    expect(failed.loadMore).toHaveBeenCalledTimes(1);
  });

  it('without IntersectionObserver (an old WebView) still offers the button', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const idle = list();
    render(<ListFoot list={idle} />);
    fireEvent.click(screen.getByRole('button', { name: zh.list.more }));
    expect(idle.loadMore).toHaveBeenCalledTimes(1);
  });
});
