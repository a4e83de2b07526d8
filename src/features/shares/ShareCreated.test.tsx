import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '@/kit/testSetup';
import zh from '../../../locales/zh-CN/shares.json';
import en from '../../../locales/en/shares.json';
import { ShareCreated } from './ShareCreated';

// Issue 38 item 8: the link and the code go to WeChat in one paste, not two trips.

setUpComponentTests('shares', zh, en);

const LINK = 'https://example.test/#/shared?hospid=1&t=abcdefghijklmnopqrstuvwxyz012345';

function copiedBy(smsTo: string | null) {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<ShareCreated person="Daughter" link={LINK} code="042917" smsTo={smsTo} />);
  return writeText;
}

describe('the new share copied', () => {
  it('copies one message that holds both the link and the code', async () => {
    const writeText = copiedBy(null);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: zh.manage.copyBoth }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith(
      `我把一份体检报告分享给您：打开链接 ${LINK} ，输入验证码 042917 即可查看。`,
    );
  });

  it('leaves out a code already texted to the reader', async () => {
    const writeText = copiedBy('13900000009');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: zh.manage.copyLink }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith(
      `我把一份体检报告分享给您：打开链接 ${LINK} ，输入短信收到的验证码即可查看。`,
    );
  });
});
