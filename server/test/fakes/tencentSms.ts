import { listenOnLoopback } from './loopback.ts';
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders } from 'node:http';

/**
 * Tencent Cloud SMS's API (API 3.0, SendSms 2021-01-11) on loopback, as its documentation
 * describes it: a POST of JSON, signed with TC3-HMAC-SHA256 in the Authorization header, the
 * action, version and time in X-TC-* headers; every answer HTTP 200 with a `Response` object,
 * its `Error` for a refused call, a SendStatus per number otherwise. It checks what Tencent
 * checks: the signature (recomputed from the request as received), its time and scope, the
 * application, signature name, template and its number of values, each number's shape.
 */
export interface FakeTencentSms {
  base: string;
  /** The SendSms calls Tencent took (signed right), as their JSON bodies. */
  requests: Record<string, unknown>[];
  /** Each answer's Error.Code, or 'Ok', in order. */
  answers: string[];
  /** The next call answers this code: as the call's Error, or as the number's SendStatus. */
  answerNext(code: string, where?: 'error' | 'status'): void;
  /** The next call gets no answer (a network that drops it). */
  hangNext(): void;
  close(): Promise<void>;
}

export interface TencentAccount {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** The approved templates: id -> how many values ({1}..{n}) each takes. */
  templates: Record<string, number>;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();

/** What a TC3-HMAC-SHA256 signature covers (the documentation's steps 1 to 3). */
export interface Tc3Input {
  secretKey: string;
  method: string;
  /** The query after `?` ('' for POST). */
  query: string;
  /** The signed headers, lower-case names, values as signed. */
  headers: Record<string, string>;
  payload: string | Buffer;
  timestamp: number;
  service: string;
}

/** The TC3-HMAC-SHA256 signature, hex, and the strings it was made from. */
export function tc3Signature(input: Tc3Input) {
  const names = Object.keys(input.headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${input.headers[n]!.trim().toLowerCase()}\n`);
  const hashedPayload = sha256(input.payload);
  const canonicalRequest = [
    input.method,
    '/',
    input.query,
    canonicalHeaders.join(''),
    names.join(';'),
    hashedPayload,
  ].join('\n');
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const hashedCanonicalRequest = sha256(canonicalRequest);
  const stringToSign = `TC3-HMAC-SHA256\n${input.timestamp}\n${scope}\n${hashedCanonicalRequest}`;
  const signing = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = hmac(signing, stringToSign).toString('hex');
  return { hashedPayload, hashedCanonicalRequest, scope, signature };
}

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

type Refusal = { Code: string; Message: string };
const refused = (Code: string, Message: string): Refusal => ({ Code, Message });

/** The request's signature checked as Tencent does; null when it holds. */
function signatureRefusal(
  account: TencentAccount,
  headers: IncomingHttpHeaders,
  body: Buffer,
  now: number,
): Refusal | null {
  const auth = AUTHORIZATION.exec(String(headers.authorization ?? ''));
  if (!auth) return refused('AuthFailure.InvalidAuthorization', 'Authorization is invalid');
  const [, secretId, date, service, signedList, signature] = auth;
  if (secretId !== account.secretId)
    return refused('AuthFailure.SecretIdNotFound', 'the SecretId is not found');
  const timestamp = Number(headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > 300)
    return refused('AuthFailure.SignatureExpire', 'the signature has expired');
  const signed = signedList!.split(';');
  if (!signed.includes('content-type') || !signed.includes('host'))
    return refused('AuthFailure.InvalidAuthorization', 'content-type and host must be signed');
  // The service is the product the host names (sms.tencentcloudapi.com: sms); the SDK signs
  // the host name without a port, which on the default port is the whole Host header.
  const host = String(headers.host ?? '').replace(/:\d+$/, '');
  const values = Object.fromEntries(
    signed.map((name) => [name, name === 'host' ? host : String(headers[name] ?? '')]),
  );
  const expected = tc3Signature({
    secretKey: account.secretKey,
    method: 'POST',
    query: '',
    headers: values,
    payload: body,
    timestamp,
    service: host.split('.')[0]!,
  });
  const same =
    date === new Date(timestamp * 1000).toISOString().slice(0, 10) &&
    service === host.split('.')[0] &&
    timingSafeEqual(Buffer.from(expected.signature), Buffer.from(signature!));
  return same ? null : refused('AuthFailure.SignatureFailure', 'the signature is not correct');
}

/** The SendSms body checked as Tencent does: the call's refusal, or each number's status code. */
function sendSmsCheck(account: TencentAccount, body: Record<string, unknown>) {
  const params = body.TemplateParamSet;
  const template = account.templates[String(body.TemplateId)];
  if (body.SmsSdkAppId !== account.sdkAppId)
    return refused('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId not exist');
  if (body.SignName !== account.signName)
    return refused('FailedOperation.SignatureIncorrectOrUnapproved', 'signature not approved');
  if (template === undefined)
    return refused('FailedOperation.TemplateIncorrectOrUnapproved', 'template not approved');
  const values = Array.isArray(params) ? params : [];
  if (values.length !== template || values.some((v) => typeof v !== 'string' || v === ''))
    return refused('FailedOperation.TemplateParamSetNotMatchApprovedTemplate', 'params');
  const numbers = Array.isArray(body.PhoneNumberSet) ? body.PhoneNumberSet : [];
  if (numbers.length === 0) return refused('MissingParameter', 'PhoneNumberSet');
  return numbers.map((n) =>
    /^\+861\d{10}$/.test(String(n)) ? 'Ok' : 'InvalidParameterValue.IncorrectPhoneNumber',
  );
}

export async function startFakeTencentSms(account: TencentAccount): Promise<FakeTencentSms> {
  const requests: Record<string, unknown>[] = [];
  const answers: string[] = [];
  const queued: { code: string; where: 'error' | 'status' | 'hang' }[] = [];

  const respond = (headers: IncomingHttpHeaders, raw: Buffer): object => {
    const RequestId = randomUUID();
    const fail = (error: Refusal) => {
      answers.push(error.Code);
      return { Response: { Error: error, RequestId } };
    };
    const bad = signatureRefusal(account, headers, raw, Math.floor(Date.now() / 1000));
    if (bad) return fail(bad);
    if (headers['x-tc-action'] !== 'SendSms' || headers['x-tc-version'] !== '2021-01-11')
      return fail(refused('InvalidAction', 'only SendSms of 2021-01-11'));
    const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    const next = queued.shift();
    if (next?.where === 'error') return fail(refused(next.code, `told to answer ${next.code}`));
    const checked = sendSmsCheck(account, body);
    if (!Array.isArray(checked)) return fail(checked);
    requests.push(body);
    const codes = next ? checked.map(() => next.code) : checked;
    answers.push(...codes);
    const numbers = body.PhoneNumberSet as string[];
    const SendStatusSet = codes.map((Code, i) => ({
      SerialNo: Code === 'Ok' ? randomUUID() : '',
      PhoneNumber: numbers[i],
      Fee: Code === 'Ok' ? 1 : 0,
      SessionContext: '',
      Code,
      Message: Code === 'Ok' ? 'send success' : `told to answer ${Code}`,
      IsoCode: 'CN',
    }));
    return { Response: { SendStatusSet, RequestId } };
  };

  const server = await listenOnLoopback((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (queued[0]?.where === 'hang') {
        queued.shift();
        return;
      }
      const answer = respond(req.headers, Buffer.concat(chunks));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });

  return {
    base: server.base,
    requests,
    answers,
    answerNext(code, where = 'error') {
      queued.push({ code, where });
    },
    hangNext() {
      queued.push({ code: '', where: 'hang' });
    },
    close: server.close,
  };
}

/** A hospital's Tencent Cloud SMS account, as the fake knows it (the docs' example keys). */
export const TENCENT_ACCOUNT: TencentAccount = {
  secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  sdkAppId: '1400006666',
  signName: '康宁体检',
  templates: { '1110001': 2, '1110002': 3, '1110003': 5 },
};

/** The settings of a deployment that texts through that account, at `apiBase`. */
export const tencentSmsEnv = (apiBase?: string) => ({
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: TENCENT_ACCOUNT.secretId,
  TENCENT_SMS_SECRET_KEY: TENCENT_ACCOUNT.secretKey,
  TENCENT_SMS_SDK_APP_ID: TENCENT_ACCOUNT.sdkAppId,
  SMS_SIGNATURE: TENCENT_ACCOUNT.signName,
  SMS_TEMPLATE_CODE: '1110001',
  SMS_TEMPLATE_SHARE: '1110002',
  SMS_TEMPLATE_REMINDER: '1110003',
  ...(apiBase ? { SMS_API_BASE: apiBase } : {}),
});
