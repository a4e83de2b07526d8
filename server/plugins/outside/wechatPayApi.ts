import type { WeChatPaySettings } from '../../wechatPaySettings.ts';
import { ApiError } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { authorization, isSignedByPlatform, signatureOf } from './wechatPaySign.ts';

/**
 * WeChat Pay cannot be asked now, or answered what the server cannot use: the patient reads
 * a 502 in the envelope (never a 500), the reason goes to the log.
 */
export class WeChatPayDown extends ApiError {
  constructor(
    readonly reason: string,
    message: string = MSG.tradeUnavailable,
  ) {
    super(502, message, 502, `WeChat Pay: ${reason}`);
  }
}

/** A refusal of WeChat Pay's (4xx with its `code`), which the caller may expect. */
export class WeChatPayRefused extends WeChatPayDown {
  constructor(
    readonly httpStatus: number,
    readonly refusal: string,
    message: string,
  ) {
    super(`HTTP ${httpStatus} ${refusal} ${message}`);
  }
}

export type WeChatPayAnswer = Record<string, unknown>;

/**
 * One call of WeChat Pay's API v3: the request signed with the merchant's key, the answer
 * taken only when the platform key signed it. A 204 answers null.
 */
export function wechatPayApi(settings: WeChatPaySettings) {
  const merchant = {
    mchid: settings.mchid,
    serialNo: settings.serialNo,
    privateKey: settings.privateKey,
  };
  const platform = { keyId: settings.platformKeyId, publicKey: settings.platformPublicKey };

  return async function ask(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    payload?: object,
  ): Promise<WeChatPayAnswer | null> {
    const body = payload ? JSON.stringify(payload) : '';
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), settings.timeoutMs);
    let res: Response;
    let text: string;
    try {
      res = await fetch(new URL(pathAndQuery, settings.apiBase), {
        method,
        signal: abort.signal,
        redirect: 'error',
        headers: {
          accept: 'application/json',
          authorization: authorization(merchant, { method, pathAndQuery, body }),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { body } : {}),
      });
      text = await res.text();
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause ?? err;
      throw new WeChatPayDown(
        abort.signal.aborted ? `no answer within ${settings.timeoutMs} ms` : String(cause),
      );
    } finally {
      clearTimeout(timer);
    }
    const parsed = parseObject(text);
    if (res.status >= 400) {
      const code = typeof parsed?.code === 'string' ? parsed.code : 'NO_CODE';
      const message = typeof parsed?.message === 'string' ? parsed.message : '';
      if (res.status < 500) throw new WeChatPayRefused(res.status, code, message);
      throw new WeChatPayDown(`${pathAndQuery} answered HTTP ${res.status} ${code}`);
    }
    // Whatever says it is WeChat Pay's answer but is not signed by its key is no answer.
    const signed = signatureOf(res.headers);
    if (!signed || !isSignedByPlatform(text, signed, platform))
      throw new WeChatPayDown(`${pathAndQuery} answered without the platform's signature`);
    if (res.status === 204) return null;
    if (!parsed) throw new WeChatPayDown(`${pathAndQuery} answered no JSON object`);
    return parsed;
  };
}

export function parseObject(text: string): WeChatPayAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as WeChatPayAnswer)
      : null;
  } catch {
    return null;
  }
}
