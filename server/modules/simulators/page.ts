import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { SIM_MSG } from './messages.ts';

// The simulators' HTML: one small page style, escaped text, and redirects kept on this server.

export const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The mark on every simulated page's heading: no patient takes it for the real party. */
export const TAG = `<span class="tag">${escape(SIM_MSG.tag)}</span>`;

export function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
body{margin:0;font-family:-apple-system,'Noto Sans CJK SC',sans-serif;background:#f5f6f8;color:#1f2329}
main{max-width:480px;margin:0 auto;padding:24px 16px}h1{font-size:20px}p{color:#646a73;font-size:14px;line-height:1.6}
a.btn{display:block;margin:12px 0;padding:12px 16px;border-radius:8px;background:#07c160;color:#fff;text-align:center;text-decoration:none}
a.btn.alt{background:#fff;color:#1f2329;border:1px solid #dfe4ec}section{margin:16px 0;padding:12px 16px;border-radius:12px;background:#fff}
.tag{display:inline-block;margin-left:6px;padding:0 6px;border-radius:4px;background:#fff3e0;color:#e67e22;font-size:12px}
</style></head><body><main>${body}</main></body></html>`;
}

/** The simulators only ever send the browser back to this same server. */
export function sameOrigin(request: FastifyRequest, target: string): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new ApiError(400, MSG.simRedirectInvalid);
  }
  // Through URL on both sides, so a default port (":80") compares equal to none.
  const self = new URL(`${url.protocol}//${request.headers.host ?? ''}`);
  if (url.host !== self.host || !/^https?:$/.test(url.protocol)) {
    throw new ApiError(400, MSG.simRedirectForeign);
  }
  return url;
}
