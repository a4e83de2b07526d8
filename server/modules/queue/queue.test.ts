import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QueueLogin, QueueState } from '../../../src/contract/index.ts';
import { buildApp } from '../../app.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { enc, demoToken } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { DEMO_PLAN, DEMO_VISITS } from './demoDay.ts';
import { QUEUE_MSG } from './messages.ts';
import { WAIT_MSG } from '../../plugins/messages.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const ctx = useTestApp();
const [zhang, wang, li] = DEMO_VISITS;

const login = (examno: string, mobile: string) =>
  inject(ctx.app, api.queueLogin, { examno, mobile: enc(mobile) });

async function state(key: string, examno: string) {
  const res = await inject(ctx.app, api.queueQueryState, { key, examno });
  return {
    ...res,
    state: res.status === 200 ? (JSON.parse(res.body.data as string) as QueueState) : null,
  };
}

describe('queue login by exam number and phone (today only)', () => {
  it('opens a key for the visit of today, with the phone masked', async () => {
    const res = await login(zhang.examNo, zhang.mobile);
    expect(res.status).toBe(200);
    const data = res.body.data as QueueLogin;
    expect(data.examNo).toBe(zhang.examNo);
    expect(data.mobile).toBe('138****0001');
    expect(data.key.length).toBeGreaterThanOrEqual(20);
    const { state: s } = await state(data.key, zhang.examNo);
    expect(s?.Customer).toEqual({
      Name: '张三',
      CheckDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ID: zhang.examNo,
      PhoneNumber: '138****0001',
    });
    expect(s?.CustomerTasks.map((t) => t.ExamTaskName)).toEqual(DEMO_PLAN.map((p) => p.task));
    // Checked in 5 minutes before the seed: still in the first room's queue.
    expect(s?.CurrentQueue?.RoomName).toBe(DEMO_PLAN[0].room);
  });

  it('refuses a wrong phone and an unknown number with the same message', async () => {
    for (const res of [
      await login(zhang.examNo, '13800000009'),
      await login('TJ000000', zhang.mobile),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(QUEUE_MSG.loginFailed);
    }
  });

  it("refuses a visit of another day: today's queue only", async () => {
    const res = await login(li.examNo, li.mobile);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(QUEUE_MSG.notToday);
  });

  it('refuses a missing exam number or phone as bad input', async () => {
    const res = await inject(ctx.app, api.queueLogin, { examno: '', mobile: enc(zhang.mobile) });
    expect(res.status).toBe(400);
    expect((await inject(ctx.app, api.queueLogin, { examno: zhang.examNo } as never)).status).toBe(
      400,
    );
  });
});

describe('loginByKey and queryState', () => {
  it("opens the state with the link's key; a wrong key fails", async () => {
    const res = await inject(ctx.app, api.queueLoginByKey, {
      examno: wang.examNo,
      authkey: wang.authKey,
    });
    expect(res.status).toBe(200);
    const { key } = res.body.data as QueueLogin;
    expect((await state(key, wang.examNo)).state?.Customer.Name).toBe('王芳');
    const wrong = await inject(ctx.app, api.queueLoginByKey, {
      examno: wang.examNo,
      authkey: zhang.authKey,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(QUEUE_MSG.loginFailed);
  });

  it('refuses an unknown key, or a key of another exam number, as expired (never 401)', async () => {
    const { key } = (await login(zhang.examNo, zhang.mobile)).body.data as QueueLogin;
    for (const res of [await state('not-a-key', zhang.examNo), await state(key, wang.examNo)]) {
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe(QUEUE_MSG.keyExpired);
    }
  });

  it('keeps keys in the database, hashed: a restarted server still knows them', async () => {
    const { key } = (await login(zhang.examNo, zhang.mobile)).body.data as QueueLogin;
    const rows = await ctx.db.query<{ key_hash: string }>('SELECT key_hash FROM queue_keys');
    expect(rows.some((r) => r.key_hash === key)).toBe(false);
    const again = await buildApp({ db: ctx.db, readMemoMs: 0 });
    const res = await inject(again, api.queueQueryState, { key, examno: zhang.examNo });
    await again.close();
    expect(res.status).toBe(200);
  });
});

describe('the queue page and the guide sheet: the caller’s own people only', () => {
  let own = '';
  beforeAll(async () => {
    own = await demoToken(ctx.app, 0);
  });

  it("shows the account's own queue today", async () => {
    const res = await inject(ctx.app, api.myQueueState, { hospId: OPEN_HOSP_ID }, own);
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body.data) as QueueState).Customer.ID).toBe(zhang.examNo);
  });

  it('gives the guide sheet of the caller’s exam today', async () => {
    const res = await inject(ctx.app, api.examInfo, { hospid: OPEN_HOSP_ID }, own);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '张三',
      examNo: zhang.examNo,
      mobile: '138****0001',
      companyName: zhang.company,
      companyBatchName: zhang.batch,
      packageName: zhang.packageName,
    });
    expect(res.body.data.items.map((i) => i.name)).toEqual(DEMO_PLAN.map((p) => p.task));
    // Checked in 5 minutes before the seed: the first room under way, the second not yet.
    expect(res.body.data.items[0]).toEqual({
      name: '一般检查',
      status: 1,
      notice: DEMO_PLAN[0].notice,
    });
    expect(res.body.data.items[1]).toEqual({
      name: '抽血',
      status: 0,
      notice: DEMO_PLAN[1].notice,
    });
  });

  it("never shows another account's exam: 李四 has none today", async () => {
    const token = await demoToken(ctx.app, 1);
    const queue = await inject(ctx.app, api.myQueueState, { hospId: OPEN_HOSP_ID }, token);
    expect(queue.status).toBe(404);
    expect(queue.body.msg).toBe(QUEUE_MSG.noQueueToday);
    const info = await inject(ctx.app, api.examInfo, { hospid: OPEN_HOSP_ID }, token);
    expect(info.status).toBe(404);
    expect(info.body.msg).toBe(QUEUE_MSG.noExamInfo);
    expect(JSON.stringify(info.body)).not.toContain('张三');
  });

  it('asks a visitor to log in', async () => {
    expect((await inject(ctx.app, api.examInfo, { hospid: OPEN_HOSP_ID })).status).toBe(401);
    expect((await inject(ctx.app, api.myQueueState, { hospId: OPEN_HOSP_ID })).status).toBe(401);
  });
});

describe('guessing queue logins', () => {
  // Each case starts with no attempts counted: they share exam numbers and phones.
  beforeEach(() => ctx.db.query('DELETE FROM auth_attempts'));
  const from = (
    remoteAddress: string,
    ep: typeof api.queueLogin | typeof api.queueLoginByKey,
    payload: object,
  ) => inject(ctx.app, ep, payload as never, null, { remoteAddress });
  const answer = (res: Awaited<ReturnType<typeof from>>) => ({
    status: res.status,
    msg: res.body.msg,
  });

  it('locks a phone walking through exam numbers, even its own right one', async () => {
    const tries = [];
    for (let n = 1; n <= 10; n += 1) {
      const examno = `TJ9100${String(n).padStart(2, '0')}`;
      const res = await from(`10.1.0.${n}`, api.queueLogin, {
        examno,
        mobile: enc(wang.mobile),
      });
      tries.push(answer(res));
    }
    expect(tries).toEqual(Array(10).fill({ status: 400, msg: QUEUE_MSG.loginFailed }));
    const right = { examno: wang.examNo, mobile: enc(wang.mobile) };
    expect(answer(await from('10.1.1.1', api.queueLogin, right))).toEqual({
      status: 429,
      msg: WAIT_MSG.tooManyTries(900),
    });
  });

  it("one patient's 20 mistakes lock their own exam number, not the others on the network", async () => {
    const clinic = '10.2.0.1';
    const tries = [];
    for (let n = 1; n <= 20; n += 1) {
      const mobile = enc(`1390000${String(n).padStart(4, '0')}`);
      tries.push(answer(await from(clinic, api.queueLogin, { examno: wang.examNo, mobile })));
    }
    const failed = { status: 400, msg: QUEUE_MSG.loginFailed };
    const locked = { status: 429, msg: WAIT_MSG.tooManyTries(900) };
    expect(tries).toEqual([...Array(10).fill(failed), ...Array(10).fill(locked)]);
    // Another patient behind the same address logs in, by number and phone or by link.
    const other = { examno: zhang.examNo, mobile: enc(zhang.mobile) };
    expect((await from(clinic, api.queueLogin, other)).status).toBe(200);
    const link = { examno: zhang.examNo, authkey: zhang.authKey };
    expect((await from(clinic, api.queueLoginByKey, link)).status).toBe(200);
    // The guessed exam number stays locked, from any address, even with its right phone.
    const right = { examno: wang.examNo, mobile: enc(wang.mobile) };
    expect(answer(await from('10.2.9.9', api.queueLogin, right))).toEqual(locked);
    const wrongKey = { examno: wang.examNo, authkey: zhang.authKey };
    expect(answer(await from('10.2.9.9', api.queueLoginByKey, wrongKey))).toEqual(locked);
  });

  it('slows a flood from one address down, and lets another address through', async () => {
    const flood = '10.3.0.1';
    for (let n = 1; n <= 50; n += 1) {
      const examno = `TJ93${String(n).padStart(4, '0')}`;
      const mobile = enc(`1391000${String(n).padStart(4, '0')}`);
      const res = await from(flood, api.queueLogin, { examno, mobile });
      expect(answer(res)).toEqual({ status: 400, msg: QUEUE_MSG.loginFailed });
    }
    const key = { examno: zhang.examNo, authkey: zhang.authKey };
    expect(answer(await from(flood, api.queueLoginByKey, key))).toEqual({
      status: 429,
      msg: WAIT_MSG.tooManyTries(60),
    });
    expect((await from('10.3.0.2', api.queueLoginByKey, key)).status).toBe(200);
    // A minute after its latest failure, the address may try once more.
    await ctx.db.query(
      "UPDATE auth_attempts SET created_at = created_at - interval '61 seconds' WHERE subject = $1",
      [`ip:${flood}`],
    );
    expect((await from(flood, api.queueLoginByKey, key)).status).toBe(200);
  });
});
