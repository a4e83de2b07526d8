/** Per-deployment settings read from public/config.js, so one build serves every hospital. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  cryptoKey: string;
  cryptoIv: string;
  wechatAppId: string;
  oauthScope: 'snsapi_base' | 'snsapi_userinfo';
  /** WeChat's authorize endpoint; the demo points it at the reference server's simulator. */
  oauthAuthorizeUrl?: string;
  /**
   * A map tile URL template ({z}/{x}/{y}, optional {s}) drawing GCJ-02 tiles, e.g. a
   * provider the hospital holds a licence for. Without it the location page shows a card.
   */
  mapTileUrl?: string;
  /** Doctor names on a report (spec: shown only when this flag is set; off by default). */
  reportShowDoctorNames?: boolean;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const defaults: RuntimeConfig = {
  apiBaseUrl: '/',
  cryptoKey: '',
  cryptoIv: '',
  wechatAppId: '',
  oauthScope: 'snsapi_base',
};

export function runtimeConfig(): RuntimeConfig {
  return { ...defaults, ...(typeof window === 'undefined' ? {} : window.__APP_CONFIG__) };
}
