// @vitest-environment node
// The conformance check against the reference server (every read fits, the signed-in ones
// as demo accounts) and against one that answers a field in the wrong shape (that read is
// named, with the field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalOrder, ScheduleDay } from '../../src/contract/index.ts';
import { readConfig } from '../../server/config.ts';
import {
  DEMO_PASSWORD,
  DEMO_UNION_CODE,
  demoUsers,
  OPEN_HOSP_ID,
} from '../../server/seeds/seedData.ts';
import { demoSelfProfileId, passwordLogin, post } from '../../server/test/auth.ts';
import { closeTestApp, createTestApp, type TestContext } from '../../server/test/testApp.ts';
import { checkBackend, reads, type Verdict } from './check.ts';
import type { TestAccount } from './signIn.ts';
import { ENDPOINTS } from '../../src/contract/endpoints.ts';
import { otherSpelling, type Spellings } from '../../src/contract/spellings.ts';

// The machine's other tests share its cores: a check of 50 calls may take a while.
const SLOW = 30_000;
const opened: TestContext[] = [];
afterAll(async () => {
  for (const ctx of opened) await closeTestApp(ctx);
});

/** The reference server on a port of its own; `breakAnswer` may change an answer's body. */
async function backend(breakAnswer?: (url: string, body: string) => string) {
  const ctx = await createTestApp();
  opened.push(ctx);
  if (breakAnswer)
    ctx.app.addHook('onSend', async (request, _reply, payload) =>
      typeof payload === 'string' ? breakAnswer(request.url, payload) : payload,
    );
  return { ctx, base: await ctx.app.listen({ port: 0, host: '127.0.0.1' }) };
}

const { fieldKey, fieldIv } = readConfig();
/** Demo account `index` (server/seeds/seedData.ts), with the demo deployment's key and IV. */
const demoAccount = (index: number, password = DEMO_PASSWORD): TestAccount => ({
  phone: demoUsers[index]!.mobile,
  password,
  cryptoKey: fieldKey,
  cryptoIv: fieldIv,
});

/** The reads made as the account: the signed-in ones and the PDF by a key they answer. */
const SIGNED_IN = reads()
  .filter((read) => read.byAccount)
  .map(({ name }) => name);
const named = (verdicts: Verdict[], result: Verdict['result']) =>
  verdicts.filter((v) => v.result === result).map((v) => v.name);
const skippedSignedIn = (verdicts: Verdict[]) =>
  verdicts.flatMap((v) =>
    v.result === 'skipped' && SIGNED_IN.includes(v.name) ? [[v.name, v.why]] : [],
  );

/** Books the first free seat for demo account `index`'s own person, through the API. */
async function bookOrder(ctx: TestContext, index: number) {
  const { app, db } = ctx;
  const login = await passwordLogin(app, demoUsers[index]!.mobile, DEMO_PASSWORD);
  const { token } = login.body.data as { token: string };
  const days = (await app.inject(`/api/personalOrder/GetSchedules?hospId=1&packageId=1`)).json()
    .data as ScheduleDay[];
  const day = days.find((d) => d.orderable && d.timeRanges.some((r) => r.orderable))!;
  const range = day.timeRanges.find((r) => r.orderable)!;
  const profileId = await demoSelfProfileId(db, index);
  const draft = await post(
    app,
    '/api/PersonalOrder/CreateUserOrder',
    { hospId: OPEN_HOSP_ID, packageId: 1, profileId },
    token,
  );
  const { orderNo } = draft.body.data as PersonalOrder;
  const saved = await post(
    app,
    '/api/PersonalOrder/SaveUserOrder',
    {
      orderNo,
      appointDate: day.dayValue,
      timeRangeId: range.id,
      payment: 0,
      extraData: { company_name: '个人', payment_option: '银行卡' },
    },
    token,
  );
  expect(saved.status).toBe(200);
}

describe('the conformance check against the reference server', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ({ ctx, base } = await backend());
  }, SLOW);

  it(
    'fits every public read, and without an account lists the signed-in reads as skipped',
    async () => {
      const verdicts = await checkBackend(base, OPEN_HOSP_ID);
      expect(named(verdicts, 'mismatch')).toEqual([]);
      expect(named(verdicts, 'refused')).toEqual([]);
      expect(named(verdicts, 'fits')).toContain('packageFind');
      expect(skippedSignedIn(verdicts)).toEqual(
        SIGNED_IN.map((name) => [name, 'needs a signed-in account: pass --phone and --password']),
      );
      expect(named(verdicts, 'fits')).not.toContain('passwordLogin');
    },
    SLOW,
  );

  it(
    'logs in and fits every signed-in read, each made as one of two demo accounts',
    async () => {
      // 王芳 has a questionnaire sheet and an exam today, and here a booked order; 李四 has
      // company appointments. Neither has both, so together they reach every read.
      await bookOrder(ctx, 2);
      const wang = await checkBackend(base, OPEN_HOSP_ID, demoAccount(2));
      const li = await checkBackend(base, OPEN_HOSP_ID, demoAccount(1));
      for (const verdicts of [wang, li]) {
        expect(verdicts.filter((v) => v.result === 'mismatch' || v.result === 'refused')).toEqual(
          [],
        );
        expect(named(verdicts, 'fits')).toContain('passwordLogin');
      }
      expect(skippedSignedIn(wang)).toEqual(
        ['companyGroups', 'companyGroupDetails', 'companyComboCategories', 'companySchedules'].map(
          (name) => [name, 'no appointment in the answer of companyAppointments'],
        ),
      );
      // Every read is made and fits, but those needing what only WeChat or a partner gives.
      const made = new Set([...named(wang, 'fits'), ...named(li, 'fits')]);
      const notMade = reads().flatMap(({ name }) => (made.has(name) ? [] : [name]));
      expect(notMade.sort()).toEqual(['jssdkSignature', 'ssoGetUser', 'unionHospitals', 'wxAuth']);
    },
    SLOW,
  );

  it(
    'lists the login as refused and every signed-in read as skipped for a wrong password',
    async () => {
      const verdicts = await checkBackend(base, OPEN_HOSP_ID, demoAccount(0, 'not-the-password'));
      expect(verdicts.find((v) => v.name === 'passwordLogin')).toMatchObject({
        result: 'refused',
      });
      expect(skippedSignedIn(verdicts)).toEqual(
        SIGNED_IN.map((name) => [
          name,
          'the test account did not log in (see passwordLogin above)',
        ]),
      );
    },
    SLOW,
  );
});

describe('the conformance check against answers that do not fit', () => {
  // A branch config's value and a rating item's stars in the wrong shape.
  let base: string;
  beforeAll(async () => {
    ({ base } = await backend((url, body) => {
      if (url.startsWith('/api/Hosp/configs')) return body.replace(/"value":"[^"]*"/, '"value":1');
      if (url.startsWith('/api/rating/list')) return body.replace('"rating":0', '"rating":"0"');
      return body;
    }));
  }, SLOW);

  const hospConfigs = {
    name: 'hospConfigs',
    path: '/api/Hosp/configs',
    result: 'mismatch',
    field: '/data/0/value',
    problem: 'must be string',
  };

  it(
    'names the public read and the field',
    async () => {
      const verdicts = await checkBackend(base, OPEN_HOSP_ID);
      expect(verdicts.filter((v) => v.result === 'mismatch' || v.result === 'refused')).toEqual([
        hospConfigs,
      ]);
    },
    SLOW,
  );

  it(
    'names the signed-in read and the field',
    async () => {
      const verdicts = await checkBackend(base, OPEN_HOSP_ID, demoAccount(0));
      expect(verdicts.filter((v) => v.result === 'mismatch' || v.result === 'refused')).toEqual([
        hospConfigs,
        {
          name: 'ratingList',
          path: '/api/rating/list',
          result: 'mismatch',
          field: '/data/0/rating',
          problem: 'must be integer',
        },
      ]);
    },
    SLOW,
  );
});

describe("the conformance check against a backend using the spec's other spellings", () => {
  // orderDate, timeRangeId, name, xh, idtype, phone, relationship, union_name: every answer
  // the spec lets a backend spell otherwise, rewritten so.
  const spelled = new Map<string, Spellings>(
    ENDPOINTS.flatMap(([, ep]) => (ep.spellings ? [[ep.path.toLowerCase(), ep.spellings]] : [])),
  );
  const rewritten = new Set<string>();
  let base: string;
  beforeAll(async () => {
    ({ base } = await backend((url, body) => {
      const path = url.split('?', 1)[0]!.toLowerCase();
      const spellings = spelled.get(path);
      const answer = JSON.parse(body) as { code: number; data: unknown };
      if (!spellings || answer.code !== 200) return body;
      rewritten.add(path);
      return JSON.stringify({ ...answer, data: otherSpelling(answer.data, spellings) });
    }));
  }, SLOW);

  it(
    'finds every read fitting, those in the other spellings too',
    async () => {
      const verdicts = await checkBackend(base, OPEN_HOSP_ID, demoAccount(1), DEMO_UNION_CODE);
      expect(named(verdicts, 'mismatch')).toEqual([]);
      expect(named(verdicts, 'refused')).toEqual([]);
      expect([...rewritten].sort()).toEqual([
        '/api/company/getschedules',
        '/api/hosp/unions',
        '/api/package/find',
        '/api/package/list',
        '/api/package/recommand',
        '/api/personalorder/getschedules',
        '/api/user/getprofile',
      ]);
    },
    SLOW,
  );
});
