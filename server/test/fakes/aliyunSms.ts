import { listenOnLoopback } from './loopback.ts';
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders } from 'node:http';

/**
 * Alibaba Cloud SMS's API (Dysmsapi 2017-05-25, SendSms) on loopback, as its documentation
 * describes the V3 request the SDK sends: the parameters in the query, x-acs-* headers, and
 * the ACS3-HMAC-SHA256 signature in the Authorization header. It checks what Alibaba checks:
 * the signature (recomputed from the request as received), the body's hash, the time, a nonce
 * used once, the approved signature name and template, the template's values, the number. A
 * bad signature is an HTTP 4xx with its Code; a text refused is HTTP 200 with its Code.
 */
export interface FakeAliyunSms {
  base: string;
  /** The SendSms calls Alibaba took (signed right), as their query parameters. */
  requests: Record<string, string>[];
  /** Each answer's Code, in order. */
  answers: string[];
  /** The next call answers this Code (and Message), HTTP 200 as Alibaba does. */
  answerNext(code: string, message?: string): void;
  /** The next call gets no answer (a network that drops it). */
  hangNext(): void;
  close(): Promise<void>;
}

export interface AliyunAccount {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The approved templates: code -> the names of its ${...} values. */
  templates: Record<string, readonly string[]>;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** Alibaba's percent-encoding (RFC 3986: also ! ' ( ) *). */
export const acsEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** What an ACS3-HMAC-SHA256 signature covers (the V3 signature's steps). */
export interface Acs3Input {
  accessKeySecret: string;
  method: string;
  path: string;
  /** The query parameters, decoded. */
  query: Record<string, string>;
  /** The signed headers, lower-case names. */
  headers: Record<string, string>;
  hashedPayload: string;
}

/** The ACS3-HMAC-SHA256 signature, hex, and the canonical request it signs. */
export function acs3Signature(input: Acs3Input) {
  const query = Object.keys(input.query)
    .sort()
    .map((k) => `${acsEncode(k)}=${acsEncode(input.query[k]!)}`)
    .join('&');
  const names = Object.keys(input.headers).sort();
  const canonicalRequest = [
    input.method,
    input.path,
    query,
    names.map((n) => `${n}:${input.headers[n]!.trim()}\n`).join(''),
    names.join(';'),
    input.hashedPayload,
  ].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256(canonicalRequest)}`;
  const signature = createHmac('sha256', input.accessKeySecret).update(stringToSign).digest('hex');
  return { canonicalRequest, signature };
}

const AUTHORIZATION =
  /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/;
/** What V3 requires signed: host and every x-acs-* header of the call. */
const MUST_SIGN = ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date'];
const MUST_SIGN_TOO = ['x-acs-signature-nonce', 'x-acs-content-sha256'];

type Answer = { status: number; body: { Code: string; Message: string } };
const answer = (status: number, Code: string, Message: string): Answer => ({
  status,
  body: { Code, Message },
});

export async function startFakeAliyunSms(account: AliyunAccount): Promise<FakeAliyunSms> {
  const requests: Record<string, string>[] = [];
  const answers: string[] = [];
  const nonces = new Set<string>();
  const queued: { code: string; message: string }[] = [];
  let hang = 0;

  /** The request's signature checked as Alibaba does; null when it holds. */
  function signatureRefusal(method: string, url: URL, headers: IncomingHttpHeaders, body: Buffer) {
    const auth = AUTHORIZATION.exec(String(headers.authorization ?? ''));
    if (!auth) return answer(400, 'IncompleteSignature', 'The request signature is incomplete.');
    const [, keyId, signedList, signature] = auth;
    const signed = signedList!.split(';');
    if (![...MUST_SIGN, ...MUST_SIGN_TOO].every((h) => signed.includes(h) && headers[h]))
      return answer(400, 'IncompleteSignature', 'The request signature is incomplete.');
    if (keyId !== account.accessKeyId)
      return answer(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const at = Date.parse(String(headers['x-acs-date']));
    if (!(Math.abs(Date.now() - at) <= 15 * 60_000))
      return answer(
        400,
        'InvalidTimeStamp.Expired',
        'Specified time stamp or date value is expired.',
      );
    if (headers['x-acs-content-sha256'] !== sha256(body))
      return answer(400, 'SignatureDoesNotMatch', 'The content hash does not match.');
    const expected = acs3Signature({
      accessKeySecret: account.accessKeySecret,
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(signed.map((name) => [name, String(headers[name] ?? '')])),
      hashedPayload: sha256(body),
    });
    if (!timingSafeEqual(Buffer.from(expected.signature), Buffer.from(signature!)))
      return answer(
        400,
        'SignatureDoesNotMatch',
        'Specified signature is not matched with our calculation.',
      );
    const nonce = String(headers['x-acs-signature-nonce']);
    if (nonces.has(nonce))
      return answer(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(nonce);
    return null;
  }

  /** SendSms's parameters checked as Alibaba does: its refusal Code, or null to send. */
  function sendSmsRefusal(query: Record<string, string>) {
    const names = account.templates[query.TemplateCode ?? ''];
    if (!/^1\d{10}$/.test(query.PhoneNumbers ?? ''))
      return answer(200, 'isv.MOBILE_NUMBER_ILLEGAL', 'invalid mobile number');
    if (query.SignName !== account.signName)
      return answer(200, 'isv.SMS_SIGNATURE_ILLEGAL', 'the signature is not approved');
    if (!names) return answer(200, 'isv.SMS_TEMPLATE_ILLEGAL', 'the template is not approved');
    let values: Record<string, unknown>;
    try {
      values = JSON.parse(query.TemplateParam ?? '') as Record<string, unknown>;
    } catch {
      return answer(200, 'isv.INVALID_JSON_PARAM', 'TemplateParam is not JSON');
    }
    const given = Object.keys(values).sort().join(',');
    if (given !== [...names].sort().join(',') || Object.values(values).some((v) => !v))
      return answer(200, 'isv.TEMPLATE_MISSING_PARAMETERS', 'the template values do not match');
    return null;
  }

  const respond = (method: string, url: URL, headers: IncomingHttpHeaders, body: Buffer) => {
    const bad = signatureRefusal(method, url, headers, body);
    if (bad) return bad;
    if (headers['x-acs-action'] !== 'SendSms' || headers['x-acs-version'] !== '2017-05-25')
      return answer(404, 'InvalidAction.NotFound', 'Specified api is not found.');
    const query = Object.fromEntries(url.searchParams);
    const next = queued.shift();
    if (next) return answer(200, next.code, next.message);
    const refusal = sendSmsRefusal(query);
    if (refusal) return refusal;
    requests.push(query);
    return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` } };
  };

  const server = await listenOnLoopback((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (hang > 0) {
        hang -= 1;
        return;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const { status, body } = respond(req.method ?? '', url, req.headers, Buffer.concat(chunks));
      answers.push(body.Code);
      res
        .writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
        .end(JSON.stringify({ ...body, RequestId: randomUUID() }));
    });
  });

  return {
    base: server.base,
    requests,
    answers,
    answerNext(code, message = `told to answer ${code}`) {
      queued.push({ code, message });
    },
    hangNext() {
      hang += 1;
    },
    close: server.close,
  };
}

/** A hospital's Alibaba Cloud SMS account, as the fake knows it. */
export const ALIYUN_ACCOUNT: AliyunAccount = {
  accessKeyId: 'LTAI5tExampleKeyId0001',
  accessKeySecret: 'ExampleAccessKeySecret00000001',
  signName: '康宁体检',
  templates: {
    SMS_100001: ['code', 'minutes'],
    SMS_100002: ['owner', 'code', 'days'],
    SMS_100003: ['name', 'time', 'place', 'package', 'notice'],
  },
};

/** The settings of a deployment that texts through that account, at `apiBase`. */
export const aliyunSmsEnv = (apiBase?: string) => ({
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN_ACCOUNT.accessKeyId,
  ALIYUN_SMS_ACCESS_KEY_SECRET: ALIYUN_ACCOUNT.accessKeySecret,
  SMS_SIGNATURE: ALIYUN_ACCOUNT.signName,
  SMS_TEMPLATE_CODE: 'SMS_100001',
  SMS_TEMPLATE_SHARE: 'SMS_100002',
  SMS_TEMPLATE_REMINDER: 'SMS_100003',
  ...(apiBase ? { SMS_API_BASE: apiBase } : {}),
});
