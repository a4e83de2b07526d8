import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyAppointment, ScheduleDay } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { timeRangeSelectable } from '../../../src/rules/company.ts';
import { addDays, chinaToday } from '../../../src/rules/schedule.ts';
import {
  BATCH_WINDOW_FROM_DAYS,
  BATCH_WINDOW_TO_DAYS,
  companyPeople,
  RACE_BATCH_ID,
  RACE_SEATS,
} from '../../seeds/seedCompany.ts';
import { DEMO_PASSWORD, demoUsers } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken, enc, passwordLogin } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { COMPANY_MSG, outsideBatchWindowMsg } from './messages.ts';

const ctx = useTestApp();
const tokens: Record<string, string> = {};

async function login(mobile: string) {
  return ((await passwordLogin(ctx.app, mobile, DEMO_PASSWORD)).body.data as { token: string })
    .token;
}

beforeAll(async () => {
  tokens.li = await demoToken(ctx.app, 1);
  tokens.zhang = await demoToken(ctx.app, 0);
  tokens.wang = await demoToken(ctx.app, 2);
  for (const [key, p] of Object.entries(companyPeople)) tokens[key] = await login(p.mobile);
});

const mine = async (who: string) =>
  (await inject(ctx.app, api.companyAppointments, { hospid: 1, limit: 50 }, tokens[who]!)).body
    .data;

async function schedule(who: string, apptId: number) {
  const res = await inject(ctx.app, api.companySchedules, { apptId }, tokens[who]);
  return res.body.data as ScheduleDay[];
}

/** The first open day's first selectable range of an appointment's batch. */
async function openSlot(who: string, apptId: number) {
  for (const day of await schedule(who, apptId)) {
    const range = day.timeRanges.find(timeRangeSelectable);
    if (range) return { appointDate: day.dayValue, appointTimeRangeId: range.id };
  }
  throw new Error('no open slot');
}

const save = (who: string, body: Record<string, unknown>) =>
  inject(ctx.app, api.saveCompanyAppointment, body as never, tokens[who]);

async function seats(batch: number, day: string, range: number) {
  const [row] = await ctx.db.query<{ order_num: number }>(
    'SELECT order_num FROM company_slots WHERE batch_id = $1 AND day = $2 AND time_range_id = $3',
    [batch, day, range],
  );
  return row?.order_num ?? 0;
}

describe('company appointments', () => {
  it('lists the caller’s own, exam number descending, one created over a year ago', async () => {
    const list = await mine('li');
    expect(list.map((a) => a.examNo)).toEqual([...list.map((a) => a.examNo)].sort().reverse());
    expect(list.map((a) => a.appointStatus).sort()).toEqual([0, 0, 1, 2]);
    const old = list.filter((a) => Date.now() - Date.parse(a.createTime) > 365 * 86400e3);
    expect(old).toHaveLength(1);
    expect(list[0]!.idcard).toMatch(/^\d{4}\*+\d{3}[\dX]$/);
    const state = await inject(ctx.app, api.getUserState, { hospId: 1 }, tokens.li!);
    expect(state.body.data.companyOrderCount).toBe(4);
    const none = await inject(ctx.app, api.getUserState, { hospId: 1 }, tokens.zhang!);
    expect(none.body.data.companyOrderCount).toBe(0);
  });

  it('refuses another account: its appointments, its person, its plans', async () => {
    const [theirs] = await mine('mode0');
    const slot = await openSlot('mode0', theirs!.id);
    const res = await save('wang', {
      id: theirs!.id,
      groupId: theirs!.groupId,
      addCombos: [],
      ...slot,
    });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(COMPANY_MSG.notFound);
    const cancel = await inject(
      ctx.app,
      api.cancelCompanyAppointment,
      { id: theirs!.id },
      tokens.wang,
    );
    expect(cancel.status).toBe(404);
    const sfzh = enc(companyPeople.mode0.idcard);
    const record = await inject(ctx.app, api.unitOrderRecord, { hospid: 1, sfzh }, tokens.wang!);
    expect(record.status).toBe(403);
    expect(record.body.msg).toBe(MSG.noAccess);
    const own = await inject(ctx.app, api.unitOrderRecord, { hospid: 1, sfzh }, tokens.mode0!);
    expect(own.body.data.map((a) => a.id)).toEqual([theirs!.id]);
    const group = await inject(
      ctx.app,
      api.companyGroupDetails,
      { groupId: theirs!.groupId },
      tokens.wang!,
    );
    expect(group.status).toBe(404);
  });

  it('books without add-ons (mode 0), then cancels and gives the seat back', async () => {
    const [appt] = await mine('mode0');
    const slot = await openSlot('mode0', appt!.id);
    const before = await seats(1, slot.appointDate, slot.appointTimeRangeId);
    const extra = await save('mode0', {
      id: appt!.id,
      groupId: appt!.groupId,
      addCombos: [{ comboId: 1 }],
      ...slot,
    });
    expect(extra.body.msg).toBe(COMPANY_MSG.noAddOns);
    const res = await save('mode0', {
      id: appt!.id,
      groupId: appt!.groupId,
      addCombos: [],
      ...slot,
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(COMPANY_MSG.booked);
    const booked = res.body.data as CompanyAppointment;
    expect([booked.appointStatus, booked.appointDate]).toEqual([1, slot.appointDate]);
    expect(await seats(1, slot.appointDate, slot.appointTimeRangeId)).toBe(before + 1);
    const again = await save('mode0', {
      id: appt!.id,
      groupId: appt!.groupId,
      addCombos: [],
      ...slot,
    });
    expect(again.status).toBe(409);

    const cancel = await inject(
      ctx.app,
      api.cancelCompanyAppointment,
      { id: appt!.id },
      tokens.mode0,
    );
    expect(cancel.body.msg).toBe(COMPANY_MSG.cancelled);
    expect(await seats(1, slot.appointDate, slot.appointTimeRangeId)).toBe(before);
    expect((await mine('mode0'))[0]!.appointStatus).toBe(0);
  });

  it('mode 1 spends points within the budget only', async () => {
    const [appt] = await mine('mode1');
    const group = (
      await inject(ctx.app, api.companyGroupDetails, { groupId: appt!.groupId }, tokens.mode1!)
    ).body.data;
    expect([group.addinMode, group.points, group.combos.length]).toEqual([1, 300, 4]);
    const slot = await openSlot('mode1', appt!.id);
    const over = await save('mode1', {
      id: appt!.id,
      groupId: appt!.groupId,
      addCombos: [{ comboId: 1 }, { comboId: 3 }],
      ...slot,
    });
    expect(over.body.msg).toBe(COMPANY_MSG.pointsInsufficient);
    const ok = await save('mode1', {
      id: appt!.id,
      groupId: appt!.groupId,
      addCombos: [{ comboId: 1 }, { comboId: 2 }],
      ...slot,
    });
    expect(ok.status).toBe(200);
    expect((ok.body.data as CompanyAppointment).addCombos.map((c) => c.comboId)).toEqual([1, 2]);
  });

  it('mode 2 needs every category full, no more, and the extra form filled', async () => {
    const [appt] = await mine('mode2');
    const cats = (
      await inject(ctx.app, api.companyComboCategories, { groupId: appt!.groupId }, tokens.mode2!)
    ).body.data;
    expect(cats.map((c) => [c.categoryName, c.allowComboCount, c.totalCount])).toEqual([
      ['影像检查', 1, 3],
      ['检验项目', 2, 3],
    ]);
    const slot = await openSlot('mode2', appt!.id);
    const ext = JSON.stringify({ 工号: 'A1024', 所在部门: '财务部' });
    const base = { id: appt!.id, groupId: appt!.groupId, extFormValue: ext, ...slot };
    const short = await save('mode2', { ...base, addCombos: [{ comboId: 5 }, { comboId: 8 }] });
    expect(short.body.msg).toBe(COMPANY_MSG.addOnsUnselected);
    const over = await save('mode2', {
      ...base,
      addCombos: [5, 6, 8, 9].map((comboId) => ({ comboId })),
    });
    expect(over.body.msg).toBe('影像检查最多选择1项');
    const full = [5, 8, 9].map((comboId) => ({ comboId }));
    const noForm = await save('mode2', {
      ...base,
      addCombos: full,
      extFormValue: JSON.stringify({ 工号: 'A1' }),
    });
    expect(noForm.body.msg).toBe(COMPANY_MSG.extFormRequired);
    const ok = await save('mode2', { ...base, addCombos: full });
    expect(ok.status).toBe(200);
    expect(JSON.parse((ok.body.data as CompanyAppointment).extFormValue!)).toEqual({
      工号: 'A1024',
      所在部门: '财务部',
    });
  });

  it('mode 3 lets the employee choose one of the batch’s plans', async () => {
    const [appt] = await mine('mode3');
    expect(appt!.addinMode).toBe(3);
    const plans = (await inject(ctx.app, api.companyGroups, { apptId: appt!.id }, tokens.mode3!))
      .body.data;
    expect(plans.map((p) => p.name)).toEqual(['分类自选方案', '入职基础方案', '入职全面方案']);
    const slot = await openSlot('mode3', appt!.id);
    const ext = JSON.stringify({ 工号: 'B7', 所在部门: '工程部' });
    const unchosen = await save('mode3', {
      id: appt!.id,
      groupId: appt!.groupId,
      addCombos: [],
      extFormValue: ext,
      ...slot,
    });
    expect(unchosen.body.msg).toBe(COMPANY_MSG.groupRequired);
    const plan = plans.find((p) => p.name === '入职全面方案')!;
    const ok = await save('mode3', {
      id: appt!.id,
      groupId: plan.id,
      addCombos: [],
      extFormValue: ext,
      ...slot,
    });
    expect(ok.status).toBe(200);
    expect((ok.body.data as CompanyAppointment).groupName).toBe('入职全面方案');
  });

  it('bad input gets a 4xx', async () => {
    for (const body of [{ id: -1 }, { id: 'x' }, { id: 2 ** 40 }])
      expect(
        (await inject(ctx.app, api.cancelCompanyAppointment, body as never, tokens.zhang)).status,
      ).toBe(400);
    expect((await inject(ctx.app, api.companyGroups, { apptId: 0 }, tokens.zhang!)).status).toBe(
      400,
    );
    const bad = await save('zhang', {
      id: 1,
      groupId: 1,
      addCombos: [],
      appointDate: '2026-02-31',
      appointTimeRangeId: 1,
    });
    expect(bad.status).toBe(400);
    expect(
      (await inject(ctx.app, api.unitOrderRecord, { hospid: 1, sfzh: '\u0000' }, tokens.zhang!))
        .status,
    ).toBe(400);
  });
});

describe("a batch's own booking window", () => {
  const today = chinaToday();
  const windowStart = addDays(today, BATCH_WINDOW_FROM_DAYS);
  const windowEnd = addDays(today, BATCH_WINDOW_TO_DAYS);
  /** 李四's unbooked appointment in the autumn batch (its days 40 to 69 days out). */
  const autumn = async () =>
    (await mine('li')).find(
      (a) => a.companyBatchName === '2026年秋季入职体检' && !a.appointStatus,
    )!;
  /** 李四's unbooked appointment in the points plan of a batch without days of its own. */
  const points = async () =>
    (await mine('li')).find((a) => a.addinMode === 1 && a.appointStatus === 0)!;
  const ext = JSON.stringify({ 工号: 'C9', 所在部门: '行政部' });

  it("answers the batch's days, however far out; the personal window without", async () => {
    const days = await schedule('li', (await autumn()).id);
    expect(days.map((d) => d.dayValue)).toEqual(
      Array.from({ length: BATCH_WINDOW_TO_DAYS - BATCH_WINDOW_FROM_DAYS + 1 }, (_, i) =>
        addDays(windowStart, i),
      ),
    );
    expect(days.some((d) => d.timeRanges.some(timeRangeSelectable))).toBe(true);
    const personal = await schedule('li', (await points()).id);
    expect([personal[0]!.dayValue, personal.at(-1)!.dayValue]).toEqual([
      addDays(today, 1),
      addDays(today, 30),
    ]);
  });

  it('narrows to the asked days within the window, none outside it', async () => {
    const id = (await autumn()).id;
    const ask = (startDate: string, endDate: string) =>
      inject(ctx.app, api.companySchedules, { apptId: id, startDate, endDate }, tokens.li);
    const week = (await ask(addDays(windowStart, 7), addDays(windowStart, 13))).body
      .data as ScheduleDay[];
    expect(week.map((d) => d.dayValue)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(windowStart, 7 + i)),
    );
    const before = await ask(addDays(today, 1), addDays(today, 30));
    expect([before.status, before.body.data]).toEqual([200, []]);
  });

  it("refuses a day outside the batch's days, in Chinese, naming them", async () => {
    const appt = await autumn();
    const base = { ...appt, groupId: 6, addCombos: [], extFormValue: ext, appointTimeRangeId: 1 };
    const refusal = outsideBatchWindowMsg({ start: windowStart, end: windowEnd });
    expect(refusal).toBe(`本批次可预约${windowStart}至${windowEnd}的体检日期，请重新选择`);
    for (const day of [addDays(today, 7), addDays(windowEnd, 1)]) {
      const res = await save('li', { ...base, appointDate: day });
      expect([res.status, res.body.msg]).toEqual([400, refusal]);
    }
    // A batch without days of its own keeps the personal window's words.
    const plain = await points();
    const far = await save('li', {
      id: plain.id,
      groupId: plain.groupId,
      addCombos: [],
      appointDate: addDays(today, 31),
      appointTimeRangeId: 1,
    });
    expect([far.status, far.body.msg]).toEqual([400, MSG.dateOutOfWindow]);
  });

  it('books a day beyond 30 days from the stored appointment, trusting none of its words', async () => {
    const appt = await autumn();
    const slot = await openSlot('li', appt.id);
    expect(slot.appointDate >= windowStart).toBe(true);
    const res = await save('li', {
      ...appt,
      // What a stale or forged stored appointment might say: none of it is taken.
      examNo: 'T0000000000',
      name: '冒名',
      companyName: '别家公司',
      groupName: '伪造方案',
      appointStatus: 2,
      appointTimeRangeName: '伪造时段',
      groupId: 6,
      addCombos: [],
      extFormValue: ext,
      ...slot,
    });
    expect(res.status).toBe(200);
    const booked = res.body.data as CompanyAppointment;
    expect(booked).toMatchObject({
      examNo: appt.examNo,
      name: demoUsers[1]!.name,
      companyName: '浙江恒信建设集团',
      groupName: '入职全面方案',
      appointStatus: 1,
      appointDate: slot.appointDate,
    });
    expect(booked.appointTimeRangeName).not.toBe('伪造时段');
    expect(booked.appointTimeRangeName).toMatch(/\d{2}:\d{2}/);
    await inject(ctx.app, api.cancelCompanyAppointment, { id: appt.id }, tokens.li);
  });

  it("spends the plan's own points, not those the stored add-ons claim", async () => {
    const appt = await points();
    const slot = await openSlot('li', appt.id);
    const claim = { consumePoints: 0, price: 0, comboName: '免费加项', selected: true };
    const over = await save('li', {
      ...appt,
      addCombos: [
        { comboId: 1, ...claim },
        { comboId: 3, ...claim },
      ],
      ...slot,
    });
    expect([over.status, over.body.msg]).toEqual([400, COMPANY_MSG.pointsInsufficient]);
    const ok = await save('li', { ...appt, addCombos: [{ comboId: 1, ...claim }], ...slot });
    expect(ok.status).toBe(200);
    expect((ok.body.data as CompanyAppointment).addCombos).toEqual([
      expect.objectContaining({ comboId: 1, comboName: '肿瘤标志物筛查', consumePoints: 150 }),
    ]);
    await inject(ctx.app, api.cancelCompanyAppointment, { id: appt.id }, tokens.li);
  });
});

describe('capacity under concurrent saves', () => {
  it(`50 saves for a slot of ${RACE_SEATS} seats: exactly ${RACE_SEATS} booked`, async () => {
    const appts = (await mine('race')).filter((a) => a.appointStatus === 0).slice(0, 50);
    expect(appts).toHaveLength(50);
    const slot = await openSlot('race', appts[0]!.id);
    const results = await Promise.all(
      appts.map((a) => save('race', { id: a.id, groupId: a.groupId, addCombos: [], ...slot })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(RACE_SEATS);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(50 - RACE_SEATS);
    expect(
      refused.every((r) => r.status === 409 && r.body.msg === COMPANY_MSG.stockInsufficient),
    ).toBe(true);
    expect(await seats(RACE_BATCH_ID, slot.appointDate, slot.appointTimeRangeId)).toBe(RACE_SEATS);
  });
});

describe('team requests', () => {
  const send = (body: Record<string, unknown>, who = 'zhang') =>
    inject(ctx.app, api.saveTeamRequirement, { hosp_id: 1, ...body }, tokens[who]);
  const valid = { company_name: '杭州云帆科技', contact: '张经理', phone_num: enc('13912345678') };

  it('refuses missing and too long fields with the spec’s messages', async () => {
    expect((await send({ ...valid, company_name: '' })).body.msg).toBe('请填写单位名称');
    expect((await send({ ...valid, contact: ' ' })).body.msg).toBe('请填写联系人姓名');
    expect((await send({ ...valid, phone_num: undefined })).body.msg).toBe('请填写联系电话');
    expect((await send({ ...valid, phone_num: enc('12345') })).body.msg).toBe(
      '联系电话不正确，请重新输入',
    );
    expect((await send({ ...valid, company_name: '一'.repeat(21) })).body.msg).toBe(
      '单位名称不能超过20个字',
    );
    expect((await send({ ...valid, remark: '备'.repeat(61) })).body.msg).toBe('备注不能超过60个字');
    const yesterday = addDays(chinaToday(), -1);
    expect(await send({ ...valid, expected_date: yesterday })).toMatchObject({
      status: 400,
      body: { msg: '期望体检日期不能早于今天' },
    });
  });

  it('submits one, refuses a second, withdraws with status 9', async () => {
    expect(
      (await inject(ctx.app, api.teamRequirement, { hospid: 1 }, tokens.zhang!)).body.data,
    ).toBeNull();
    const sent = await send({
      ...valid,
      estimate_num: 80,
      budget: 40000,
      expected_date: addDays(chinaToday(), 30),
      remark: '上午',
    });
    expect(sent.body.msg).toBe('团检申请已提交');
    const saved = sent.body.data as { id: number; status: number; phone_num: string };
    expect([saved.status, saved.phone_num]).toEqual([0, '139****5678']);
    expect((await send(valid)).status).toBe(409);
    expect((await send({ id: saved.id, status: 9 }, 'wang')).body.msg).toBe('撤回失败');
    const withdrawn = await send({ id: saved.id, status: 9 });
    expect(withdrawn.body.msg).toBe('团检申请已撤回');
    expect((withdrawn.body.data as { status: number }).status).toBe(9);
    expect(
      (await inject(ctx.app, api.teamRequirement, { hospid: 1 }, tokens.zhang!)).body.data,
    ).toBeNull();
  });
});

describe('the demo accounts', () => {
  it('李四 also has an appointment whose plan the employee chooses', async () => {
    const list = await mine('li');
    expect(list.filter((a) => a.addinMode === 3).map((a) => a.name)).toEqual([demoUsers[1]!.name]);
  });
});

describe('without a profile', () => {
  it('the list says querying company appointments failed', async () => {
    const mobile = demoUsers[2]!.mobile;
    const unbind = (jlzt: number) =>
      ctx.db.query(
        'UPDATE user_profiles SET jlzt = $2 WHERE account_id = (SELECT id FROM user_accounts WHERE mobile = $1)',
        [mobile, jlzt],
      );
    await unbind(0);
    try {
      const res = await inject(ctx.app, api.companyAppointments, { hospid: 1 }, tokens.wang!);
      expect([res.status, res.body.msg]).toEqual([404, COMPANY_MSG.queryFailed]);
    } finally {
      await unbind(1);
    }
  });
});
