import { call } from '@/kit/api/call';
import { jssdkSignature } from '@/contract/calls/wechat';

export const wechatApi = {
  /** `url` is the page URL without its hash, exactly as wx.config will be called from it. */
  jssdkSignature: (url: string) => call(jssdkSignature, { url }),
};
