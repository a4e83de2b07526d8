import { api } from '@/kit/api/client';
import type { JsSdkSignature } from '@/contract';

export const wechatApi = {
  /** `url` is the page URL without its hash, exactly as wx.config will be called from it. */
  jssdkSignature: (url: string) => api.get<JsSdkSignature>('api/wechat/jssdkSignature', { url }),
};
