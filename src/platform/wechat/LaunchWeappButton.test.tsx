import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toast } from 'react-vant';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/wechat.json';
import zh from '../../../locales/zh-CN/wechat.json';
import { LaunchWeappButton } from './LaunchWeappButton';
import { OPEN_TAG_WAIT_MS } from './openTag';
import { setUpComponentTests } from '@/kit/testSetup';

const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 MicroMessenger/8.0.34.2340(0x2800225B) NetType/WIFI';

setUpComponentTests('wechat', zh, en);

const props = { username: 'gh_0123456789ab', path: 'pages/report/index.html?id=3', label: 'Open' };
const inWeChat = () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_WECHAT);
const tag = (container: HTMLElement) => container.querySelector('wx-open-launch-weapp');

describe('LaunchWeappButton', () => {
  it('outside WeChat renders a button that calls onFallback', () => {
    const onFallback = vi.fn();
    const { container } = render(<LaunchWeappButton {...props} onFallback={onFallback} />);
    expect(tag(container)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it('outside WeChat tells the user to open the page in WeChat by default', async () => {
    const toast = vi.spyOn(Toast, 'info').mockImplementation(() => undefined as never);
    render(<LaunchWeappButton {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ message: zh.launchWeapp.openInWeChat, position: 'top' }),
    );
  });

  it('inside WeChat renders the open tag with its template', () => {
    inWeChat();
    const { container } = render(<LaunchWeappButton {...props} label={'<b>"Go"</b>'} />);
    const el = tag(container);
    expect(el?.getAttribute('username')).toBe('gh_0123456789ab');
    expect(el?.getAttribute('path')).toBe('pages/report/index.html?id=3');
    const template = el?.querySelector('script[type="text/wxtag-template"]');
    expect(template?.innerHTML).toContain(
      '<button class="btn">&lt;b&gt;&quot;Go&quot;&lt;/b&gt;</button>',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("switches to the fallback on the tag's error event", () => {
    inWeChat();
    const onFallback = vi.fn();
    const { container } = render(<LaunchWeappButton {...props} onFallback={onFallback} />);
    act(() => {
      tag(container)?.dispatchEvent(
        new CustomEvent('error', { detail: { errMsg: 'launch:fail' } }),
      );
    });
    expect(tag(container)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it('switches to the fallback when WeChat cannot render open tags', async () => {
    inWeChat();
    const toast = vi.spyOn(Toast, 'info').mockImplementation(() => undefined as never);
    const { container } = render(<LaunchWeappButton {...props} />);
    act(() => {
      document.dispatchEvent(new CustomEvent('WeixinOpenTagsError'));
    });
    expect(tag(container)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ message: zh.launchWeapp.unavailable, position: 'top' }),
    );
  });

  it('shows the given fallback instead of a button outside WeChat and after WeixinOpenTagsError', () => {
    const qr = <p>scan me</p>;
    const outside = render(<LaunchWeappButton {...props} fallback={qr} />);
    expect(screen.getByText('scan me')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    outside.unmount();

    inWeChat();
    const { container } = render(<LaunchWeappButton {...props} fallback={qr} />);
    expect(screen.queryByText('scan me')).toBeNull();
    act(() => {
      document.dispatchEvent(new CustomEvent('WeixinOpenTagsError'));
    });
    expect(tag(container)).toBeNull();
    expect(screen.getByText('scan me')).toBeTruthy();
  });

  it('shows the fallback when WeChat has drawn nothing after the wait, and only then', () => {
    vi.useFakeTimers();
    try {
      inWeChat();
      const { container } = render(<LaunchWeappButton {...props} fallback={<p>scan me</p>} />);
      act(() => void vi.advanceTimersByTime(OPEN_TAG_WAIT_MS - 1));
      expect(screen.queryByText('scan me')).toBeNull();
      act(() => void vi.advanceTimersByTime(1));
      expect(tag(container)).toBeNull();
      expect(screen.getByText('scan me')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the open tag once WeChat says it is ready', () => {
    vi.useFakeTimers();
    try {
      inWeChat();
      const { container } = render(<LaunchWeappButton {...props} fallback={<p>scan me</p>} />);
      act(() => void tag(container)?.dispatchEvent(new CustomEvent('ready')));
      act(() => void vi.advanceTimersByTime(OPEN_TAG_WAIT_MS * 2));
      expect(tag(container)).not.toBeNull();
      expect(screen.queryByText('scan me')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
