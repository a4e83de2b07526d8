import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/wechat.json';
import zh from '../../../locales/zh-CN/wechat.json';
import { useDownload } from './DownloadTip';
import { setUpComponentTests } from '@/kit/testSetup';

const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN';

setUpComponentTests('wechat', zh, en);

/** A page with a download link, as a caller would write it. */
function ReportPage() {
  const { download, tip } = useDownload();
  return (
    <>
      <button onClick={() => download('/files/report-3.pdf', 'report-3.pdf')}>PDF</button>
      {tip}
    </>
  );
}

describe('useDownload', () => {
  it('outside WeChat clicks a download link for the file', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    render(<ReportPage />);
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.getAttribute('href')).toBe('/files/report-3.pdf');
    expect(clicked[0]?.download).toBe('report-3.pdf');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('inside WeChat shows the tip instead, and a tap closes it', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_WECHAT);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    render(<ReportPage />);
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByText(zh.downloadTip.tapMenu)).toBeTruthy();
    expect(screen.getByText(zh.downloadTip.openInBrowser)).toBeTruthy();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(zh.downloadTip.tapMenu)).toBeNull();
  });

  it('gives no tip until a download is asked for', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_WECHAT);
    const { result } = renderHook(() => useDownload());
    expect(result.current.tip).toBeNull();
    act(() => result.current.download('/files/a.pdf', 'a.pdf'));
    expect(result.current.tip).not.toBeNull();
  });
});
