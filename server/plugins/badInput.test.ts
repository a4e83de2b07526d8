import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoToken, post } from '../test/auth.ts';
import { useTestApp } from '../test/testApp.ts';
import { createShare, listShares, ownExams } from '../modules/shares/shareSteps.ts';
import { MSG } from './messages.ts';
import { REFUSAL_HEADERS } from './requestErrors.ts';
import { inject } from '../test/inject.ts';
import * as api from '../../src/contract/index.ts';

// Issue 10, item 6: inputs that once answered 500, or answered outside the envelope.
const ctx = useTestApp();
let alice = '';
let port = 0;

beforeAll(async () => {
  alice = await demoToken(ctx.app, 0);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

const refusal = (status: number, msg: string) => ({
  status,
  body: { code: status, msg, data: null },
});

async function get(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as unknown };
}

/** Sends raw bytes to the listening server and reads its whole answer. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('text that cannot be stored', () => {
  it('refuses a NUL byte in a query, as 400 in the envelope', async () => {
    expect(await get('/api/auth/wxauth?hospid=1&code=a%00b')).toEqual(refusal(400, MSG.badInput));
    expect(await get('/api/dev/captcha?key=%00')).toEqual(refusal(400, MSG.badInput));
  });

  it('refuses a NUL byte or a lone surrogate in a JSON body', async () => {
    expect(await inject(ctx.app, api.ssoAuth, { hospId: 1, code: 'a\u0000b' })).toEqual(
      refusal(400, MSG.badInput),
    );
    const profile = { name: 'x\ud800', idType: 1, idcard: 'x', relation: 'child' };
    expect(await inject(ctx.app, api.addProfile, profile as never, alice)).toEqual(
      refusal(400, MSG.badInput),
    );
  });

  it('lets a whole surrogate pair through (an emoji is text)', async () => {
    const res = await inject(ctx.app, api.ssoAuth, { hospId: 1, code: 'a\ud83d\ude00b' });
    expect(res.body.msg).not.toBe(MSG.badInput);
  });
});

describe('numbers and days the database cannot hold', () => {
  it('refuses an id past 32 bits', async () => {
    const calls: Array<[string, object]> = [
      ['/api/user/deleteprofile', { Value: 2147483648 }],
      ['/api/user/updateprofile', { id: 2147483648, name: 'x', idType: 1, idcard: 'x' }],
      [
        '/api/PersonalOrder/SaveUserOrder',
        {
          orderNo: 'P2026010100001',
          appointDate: '2026-12-01',
          timeRangeId: 1,
          payment: 2147483648,
        },
      ],
    ];
    for (const [url, body] of calls) {
      const res = await post(ctx.app, url, body, alice);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: null });
    }
  });

  it('refuses a day the calendar does not have', async () => {
    for (const day of ['2026-11-31', '2000-01-00', '2026-02-29']) {
      const res = await get(`/api/personalorder/getschedules?hospid=1&startDate=${day}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: null });
    }
    const move = { orderNo: 'P2026010100001', orderDate: '2026-11-31', timeRangeId: 1 };
    const moved = await inject(ctx.app, api.changeOrderDate, move, alice);
    expect(moved).toMatchObject({ status: 400, body: { code: 400, data: null } });
  });

  it('refuses a year the database cannot hold (0000) or no patient has (before 1900)', async () => {
    for (const day of ['0000-01-01', '0001-01-01', '1899-12-31', '2100-01-01']) {
      expect(await get(`/api/personalorder/getschedules?hospid=1&enddate=${day}`)).toEqual(
        refusal(400, MSG.badInput),
      );
      const request = { hosp_id: 1, company_name: 'A', contact: 'B', expected_date: day };
      const sent = await inject(ctx.app, api.saveTeamRequirement, request, alice);
      expect(sent).toEqual(refusal(400, MSG.badInput));
    }
  });
});

// Issue 37, item 6: a JSON body carries its own types; only query strings are coerced.
describe('numbers in a JSON body', () => {
  it('takes an id only as an integer: "1" and [1] are refused, 1 ends the share', async () => {
    const { published } = await ownExams(ctx.app, alice);
    const made = await createShare(ctx.app, alice, { tjbh: published[0]!.tjbh });
    const { id, tjbh } = made.data.share;
    for (const asSent of [String(id), [id], true])
      expect(await inject(ctx.app, api.shareEnd, { id: asSent } as never, alice)).toEqual(
        refusal(400, MSG.badInput),
      );
    const still = (await listShares(ctx.app, alice, tjbh)).data.find((s) => s.id === id);
    expect(still?.state).toBe('open');
    const ended = await inject(ctx.app, api.shareEnd, { id }, alice);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ id, state: 'ended' });
  });

  it('still reads a number in a query string, which is always text', async () => {
    const res = await get('/api/hosp/info?id=1');
    expect(res.status).toBe(200);
  });
});

describe('refusals made before a route is found', () => {
  it('answers a bad %-escape in the path in the envelope', async () => {
    expect(await get('/api/%zz')).toEqual(refusal(400, MSG.badRequestLine));
    expect(await get('/order/%F0%9F/finish')).toEqual(refusal(400, MSG.badRequestLine));
  });

  it('sends them with headers that keep the envelope from being framed, sniffed or run', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/%zz' });
    for (const [name, value] of Object.entries(REFUSAL_HEADERS))
      expect(res.headers[name.toLowerCase()]).toBe(value);
  });

  it('answers a path parameter past its length in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: `/order/${'9'.repeat(200)}/finish` });
    expect({ status: res.statusCode, body: res.json() as unknown }).toEqual(
      refusal(414, MSG.badRequestLine),
    );
  });

  it("answers what Node's parser refuses in the envelope: headers too large", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { port, host: '127.0.0.1', path: `/api/hosp/info?hospid=1&q=${'a'.repeat(20_000)}` },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ code: 431, msg: MSG.badRequestLine, data: null });
  });

  it('… a malformed header, and a body shorter than its Content-Length', async () => {
    const badHeader = await raw('GET /api/hosp/info?hospid=1 HTTP/1.1\r\nx-bad: a\u0001b\r\n\r\n');
    expect(badHeader.startsWith('HTTP/1.1 400')).toBe(true);
    expect(bodyOf(badHeader)).toEqual({ code: 400, msg: MSG.badRequestLine, data: null });
    for (const [name, value] of Object.entries(REFUSAL_HEADERS))
      expect(badHeader).toContain(`\r\n${name}: ${value}\r\n`);
    const shortBody = await raw(
      'POST /api/auth/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n' +
        'content-length: 10\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n',
    );
    expect(shortBody.startsWith('HTTP/1.1 400')).toBe(true);
    expect(bodyOf(shortBody)).toEqual({ code: 400, msg: MSG.badRequestLine, data: null });
  });
});

// Issue 11, item 4: the patient reads every refusal in Chinese; the reason is logged.
describe('refusals in the patient’s words', () => {
  it('answers a schema failure with one generic message, not the schema', async () => {
    const shortCode = { hospid: 1, username: 'x', mobile: 'x', captcha: '123' };
    expect(await inject(ctx.app, api.smsLogin, shortCode)).toEqual(refusal(400, MSG.badInput));
    expect(await get('/api/hosp/info?id=abc')).toEqual(refusal(400, MSG.badInput));
  });

  it('answers a body that is not JSON with the same message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api.smsLogin.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"hospid":',
    });
    expect({ status: res.statusCode, body: res.json() as unknown }).toEqual(
      refusal(400, MSG.badInput),
    );
  });

  it('names what was not found in Chinese', async () => {
    expect(await get('/api/Hosp/unions?code=nosuch')).toEqual(refusal(404, MSG.unionNotFound));
    expect(await get('/api/hosp/info?id=99')).toEqual(refusal(404, MSG.hospitalNotFound));
    expect(await get('/api/Hosp/configs?hospId=99')).toEqual(refusal(404, MSG.hospitalNotFound));
    expect(await get('/api/package/find?hospid=1&id=999')).toEqual(
      refusal(404, MSG.packageNotFound),
    );
  });

  it('keeps every message of the catalogue in Chinese', () => {
    const han = /[\u4e00-\u9fff]/;
    for (const msg of Object.values(MSG)) expect(msg).toMatch(han);
  });
});
