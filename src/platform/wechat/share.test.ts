import { describe, expect, it, vi } from 'vitest';
import { shareOnWeChat, type ShareSdk } from './share';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN';
const CHROME = 'Mozilla/5.0 (Linux; Android 10; K) Chrome/124.0.0.0 Mobile Safari/537.36';

const CARD = {
  title: 'Nodules',
  desc: 'Dr Li',
  link: 'https://h5.example.cn/#/article?id=2&hospid=1',
  imgUrl: 'https://h5.example.cn/demo-assets/article-2.svg',
};

function fakeWx() {
  return {
    config: vi.fn(),
    error: vi.fn(),
    ready: vi.fn((fn: () => void) => queueMicrotask(fn)),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  } satisfies ShareSdk;
}

const signature = () =>
  Promise.resolve({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' });

describe('shareOnWeChat', () => {
  it('sets the card for friends and for moments once the SDK is configured', async () => {
    const wx = fakeWx();
    const shared = await shareOnWeChat(
      CARD,
      { ua: WECHAT, href: 'https://h5.example.cn/#/article?id=2' },
      { wx, fetchSignature: signature },
    );
    expect(shared).toBe(true);
    expect(wx.config).toHaveBeenCalledOnce();
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(CARD));
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith(
      expect.objectContaining({ title: CARD.title, link: CARD.link, imgUrl: CARD.imgUrl }),
    );
  });

  it('does nothing outside WeChat', async () => {
    const wx = fakeWx();
    const fetchSignature = vi.fn(signature);
    expect(await shareOnWeChat(CARD, { ua: CHROME }, { wx, fetchSignature })).toBe(false);
    expect(fetchSignature).not.toHaveBeenCalled();
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });
});
