// Identity: login record, captcha, sign-up, WeChat JS-SDK, the user centre's counts.

/** The login record the app keeps in a cookie for 30 days. */
export interface LoginUser {
  id: number;
  name: string;
  mobile: string;
  token: string;
}

export interface CaptchaImage {
  key: string;
  /** A data URL of the picture. */
  base64_img: string;
}

export interface UserState {
  reportCount: number;
  orderCount: number;
  companyOrderCount: number;
}

/** The server's signature of a page URL for the WeChat JS-SDK's wx.config. */
export interface JsSdkSignature {
  appId: string;
  /** Seconds since the epoch, as signed. */
  timestamp: number;
  nonceStr: string;
  signature: string;
}
