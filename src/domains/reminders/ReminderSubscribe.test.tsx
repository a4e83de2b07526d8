import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/reminders.json';
import zh from '../../../locales/zh-CN/reminders.json';
import { setUpComponentTests } from '@/kit/testSetup';
import { ReminderSubscribe } from './ReminderSubscribe';

// The open tag needs a configured JS-SDK; here WeChat's side is the test's.
vi.mock('@/platform/wechat/jssdk', () => ({ configureJsSdk: () => Promise.resolve(true) }));

setUpComponentTests('reminders', zh, en);

const tag = (container: HTMLElement) => container.querySelector('wx-open-subscribe');

describe('ReminderSubscribe', () => {
  it('renders the subscribe tag for the template, and reports what the patient accepted', () => {
    const onAccepted = vi.fn();
    const { container } = render(<ReminderSubscribe templateId="tpl-1" onAccepted={onAccepted} />);
    const el = tag(container)!;
    expect(el.getAttribute('template')).toBe('tpl-1');
    expect(el.querySelector('script[type="text/wxtag-template"]')?.innerHTML).toContain(
      `<button class="btn">${zh.subscribe.button}</button>`,
    );
    const subscribeDetails = JSON.stringify({
      'tpl-1': JSON.stringify({ status: 'accept' }),
      other: JSON.stringify({ status: 'reject' }),
    });
    act(() => {
      el.dispatchEvent(new CustomEvent('success', { detail: { subscribeDetails } }));
    });
    expect(onAccepted).toHaveBeenCalledWith(['tpl-1']);
  });

  it('reports nothing when the patient refused', () => {
    const onAccepted = vi.fn();
    const { container } = render(<ReminderSubscribe templateId="tpl-1" onAccepted={onAccepted} />);
    const subscribeDetails = JSON.stringify({ 'tpl-1': JSON.stringify({ status: 'reject' }) });
    act(() => {
      tag(container)!.dispatchEvent(new CustomEvent('success', { detail: { subscribeDetails } }));
    });
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('falls back to the SMS notice when WeChat cannot draw open tags', () => {
    const { container } = render(<ReminderSubscribe templateId="tpl-1" onAccepted={vi.fn()} />);
    act(() => {
      document.dispatchEvent(new Event('WeixinOpenTagsError'));
    });
    expect(tag(container)).toBeNull();
    expect(screen.getByTestId('reminder-subscribe-fallback').textContent).toBe(
      zh.subscribe.fallback,
    );
  });
});
