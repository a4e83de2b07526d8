import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { watchPageSources, type PageSources } from './pageSources.ts';
import type { SecuritySettings } from './securitySettings.ts';

// The JS-SDK's own report of a wx.config (weixin-js-sdk, an image request). The SDK itself
// is bundled from npm (src/platform/wechat/jssdk.ts): no script of WeChat's is loaded.
const WECHAT_SDK_REPORT = 'https://open.weixin.qq.com';

/** A directive's sources, from the build's current pages at each answer. */
const live = (sources: () => PageSources, list: (now: PageSources) => readonly string[]) => () =>
  [...new Set(list(sources()))].join(' ');

/**
 * The policy of every answer. Scripts only from this origin, plus the build's inline early
 * start by its hash; no inline handler, no eval. Styles allow inline: the hospital's
 * notices and articles keep their (sanitised) style attributes (src/kit/sanitizeHtml.ts),
 * the page's boot spinner is an inline style, and a style cannot run script; what a style
 * could fetch is bounded by img-src and font-src. The app frames itself on a desktop
 * (src/app/DesktopFrame.tsx), hence frame-ancestors 'self'.
 */
export function contentSecurityPolicy(settings: SecuritySettings, sources: () => PageSources) {
  return {
    'default-src': ["'self'"],
    'script-src': [live(sources, (now) => ["'self'", ...now.scripts])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: the captcha and the barcode; blob: the PDF report.
    'img-src': [
      live(sources, (now) => [
        "'self'",
        'data:',
        'blob:',
        WECHAT_SDK_REPORT,
        ...now.api,
        ...now.tiles,
        ...(settings.imageOrigins ?? []),
      ]),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [live(sources, (now) => ["'self'", ...now.api])],
    // pdf.js's worker, from the build's own assets.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...(settings.frameAncestors ?? [])],
  };
}

/**
 * The browser features the page may use: none but the clipboard (a share's link and code are
 * copied) and full screen (the PDF viewer). The map opens a map app rather than asking where
 * the patient is, and payment goes through WeChat Pay's own page or a redirect, never the
 * Payment Request API: a script that got into the page can reach neither camera, microphone,
 * location, payment nor a USB or serial device, and neither can a frame it opens.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/**
 * Security headers on every answer of the server: the API's, the app's files, the landing
 * pages, the simulators', redirects, refusals and the 404 (@fastify/helmet's onRequest hook,
 * on the root so no route escapes it). Register it before the routes.
 */
export async function securityHeaders(
  app: FastifyInstance,
  { staticDir, config }: { staticDir?: string | undefined; config?: SecuritySettings | undefined },
) {
  const settings = config ?? { production: false };
  const ancestors = settings.frameAncestors ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(settings, watchPageSources(staticDir)),
    },
    // X-Frame-Options knows only DENY and SAMEORIGIN: with other ancestors it is left out,
    // or browsers without frame-ancestors would refuse them (the others follow the CSP).
    xFrameOptions: ancestors.length === 0 ? { action: 'sameorigin' } : false,
    // Production runs behind HTTPS (a browser keeps HSTS only from an HTTPS answer). A demo
    // reached once through an HTTPS tunnel would have its host pinned to HTTPS for a year.
    strictTransportSecurity: settings.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // The cashier's page of a real H5 payment checks the referring origin: the origin only,
    // never the address (it holds the route and its query) and nothing over plain HTTP.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // No Cross-Origin-Opener-Policy: with `same-origin`, every cold navigation to the app
    // swapped the browser's process, and Lighthouse (a fresh browser per run, issue 39) gave
    // home a median of 69 against 84 without it, blocking time 752-1044 ms against 267-382.
    // The app opens no window across origins (the PDF opens in one of this origin; leaving
    // for WeChat's OAuth or the cashier is a navigation) and needs no cross-origin isolation.
    crossOriginOpenerPolicy: false,
    // The demo's pictures may be shown by the app from a sibling host of the same site.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
