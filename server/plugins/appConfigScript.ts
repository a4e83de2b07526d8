import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.ts';

type OwnSettings = Pick<
  ServerConfig,
  'fieldKey' | 'fieldIv' | 'wechatAppId' | 'wechatAuthorizeUrl' | 'production' | 'outside'
>;

/** The simulated WeChat authorize page (modules/simulators), served only outside production. */
export const SIMULATED_AUTHORIZE_PATH = '/sim/wechat/authorize';

/**
 * Where WeChat sign-in goes: the setting's address, else the simulator where it is served and
 * WeChat is simulated, else nowhere of ours (null: the landing page uses WeChat's own). The
 * production config.js once sent every patient to the simulator, a 404 there (issue 37).
 */
export function authorizeUrlOf(
  own: Pick<OwnSettings, 'wechatAuthorizeUrl' | 'production' | 'outside'>,
) {
  const simulated = !own.production && !own.outside.wechat;
  return own.wechatAuthorizeUrl ?? (simulated ? SIMULATED_AUTHORIZE_PATH : null);
}

/**
 * The app's runtime config as this server serves it: the build's config.js (the API's
 * address, the OAuth scope, map tiles: what only the page needs), then the values the server
 * holds itself. A production start with its own field key once served the build's demo key,
 * and every login from that page failed: what both sides must agree on now comes from one
 * place, the server's settings, whatever the file says.
 */
export function appConfigScript(fileText: string | undefined, own: OwnSettings): string {
  const agreed = { cryptoKey: own.fieldKey, cryptoIv: own.fieldIv, wechatAppId: own.wechatAppId };
  const authorize = authorizeUrlOf(own);
  return (
    `${fileText ?? ''}\n` +
    '// Set by the server from its settings (FIELD_CRYPTO_KEY, FIELD_CRYPTO_IV, WECHAT_APP_ID,\n' +
    '// WECHAT_AUTHORIZE_URL).\n' +
    `window.__APP_CONFIG__ = Object.assign(window.__APP_CONFIG__ || {}, ${JSON.stringify(agreed)});\n` +
    (authorize === null
      ? 'delete window.__APP_CONFIG__.oauthAuthorizeUrl;\n'
      : `window.__APP_CONFIG__.oauthAuthorizeUrl = ${JSON.stringify(authorize)};\n`)
  );
}

/** Answers /config.js: the file is read at each request, so an edit needs no restart. */
export async function sendAppConfig(reply: FastifyReply, staticDir: string, own: OwnSettings) {
  const text = await readFile(join(staticDir, 'config.js'), 'utf8').catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  });
  return reply
    .type('text/javascript; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(appConfigScript(text, own));
}
