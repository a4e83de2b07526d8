// The batch's extra form on a company booking: only the batch's own fields are kept, each
// bounded; the app's own body (src/rules/companyBooking.ts) is what the server accepts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyAppointment, ScheduleDay } from '../../../src/contract/index.ts';
import { bookingBody } from '../../../src/rules/companyBooking.ts';
import { EXT_FIELD_MAX, timeRangeSelectable } from '../../../src/rules/company.ts';
import { demoToken } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { COMPANY_MSG } from './messages.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const ctx = useTestApp();
let li = '';

beforeAll(async () => {
  li = await demoToken(ctx.app, 1);
});

/** 李四's unbooked appointments: one in the autumn batch (its form asks 工号 and 所在部门). */
async function unbooked(withForm: boolean) {
  const list = (await inject(ctx.app, api.companyAppointments, { hospid: 1, limit: 50 }, li)).body
    .data;
  return list.find((a) => a.appointStatus === 0 && (a.extFormConfig !== null) === withForm)!;
}

async function openSlot(apptId: number) {
  const days = (await inject(ctx.app, api.companySchedules, { apptId }, li)).body
    .data as ScheduleDay[];
  for (const day of days) {
    const range = day.timeRanges.find(timeRangeSelectable);
    if (range) return { date: day.dayValue, timeRangeId: range.id, name: range.timeRangeName };
  }
  throw new Error('no open slot');
}

/** The row as stored: the form's answers and whether it was booked. */
async function storedRow(id: number) {
  const [row] = await ctx.db.query<{ appoint_status: number; ext_form_value: unknown }>(
    'SELECT appoint_status, ext_form_value FROM company_appointments WHERE id = $1',
    [id],
  );
  return row!;
}

/** 入职全面方案: a plan of the autumn batch the employee may choose (no add-ons). */
const CHOSEN_PLAN = 6;

async function attempt(extFormValue: string | null) {
  const appt = await unbooked(true);
  const slot = await openSlot(appt.id);
  const body = {
    id: appt.id,
    groupId: CHOSEN_PLAN,
    addCombos: [],
    appointDate: slot.date,
    appointTimeRangeId: slot.timeRangeId,
    extFormValue,
  };
  return { appt, res: await inject(ctx.app, api.saveCompanyAppointment, body, li) };
}

const answers = { 工号: 'A1024', 所在部门: '财务部' };

describe("the batch's extra form", () => {
  it('refuses a field the batch never configured, and keeps nothing', async () => {
    for (const value of [
      { ...answers, 紧急联系人: '王五' },
      { 工号: 'A1024', 部门: '财务部' },
      { ...answers, 工号: 1024 },
    ]) {
      const { appt, res } = await attempt(JSON.stringify(value));
      expect([res.status, res.body.msg]).toEqual([400, COMPANY_MSG.extFormUnknown]);
      expect(COMPANY_MSG.extFormUnknown).toBe('所填表单项与本批次的表单不符，请返回重新填写');
      expect(await storedRow(appt.id)).toEqual({ appoint_status: 0, ext_form_value: null });
    }
    for (const value of ['["A1024"]', 'null', '"A1024"', '{']) {
      const { res } = await attempt(value);
      expect([res.status, res.body.msg]).toEqual([400, COMPANY_MSG.extFormUnknown]);
    }
  });

  it('refuses any field on a batch without a form', async () => {
    const appt = await unbooked(false);
    const slot = await openSlot(appt.id);
    const res = await inject(
      ctx.app,
      api.saveCompanyAppointment,
      {
        id: appt.id,
        groupId: appt.groupId,
        addCombos: [],
        appointDate: slot.date,
        appointTimeRangeId: slot.timeRangeId,
        extFormValue: JSON.stringify({ 备注: '随便写点什么' }),
      },
      li,
    );
    expect([res.status, res.body.msg]).toEqual([400, COMPANY_MSG.extFormUnknown]);
    expect(await storedRow(appt.id)).toEqual({ appoint_status: 0, ext_form_value: null });
  });

  it(`refuses an answer over ${EXT_FIELD_MAX} characters, in Chinese`, async () => {
    const { appt, res } = await attempt(
      JSON.stringify({ ...answers, 所在部门: '部'.repeat(EXT_FIELD_MAX + 1) }),
    );
    expect([res.status, res.body.msg]).toEqual([400, '每个表单项最多填写50个字']);
    expect(await storedRow(appt.id)).toEqual({ appoint_status: 0, ext_form_value: null });
  });

  it('still asks for every field the batch configured', async () => {
    for (const value of [
      JSON.stringify({ 工号: 'A1024' }),
      JSON.stringify({ ...answers, 工号: ' ' }),
      null,
    ]) {
      const { res } = await attempt(value);
      expect([res.status, res.body.msg]).toEqual([400, COMPANY_MSG.extFormRequired]);
    }
  });

  it("books the app's own body, keeping only the batch's fields, trimmed", async () => {
    const appt = await unbooked(true);
    const slot = await openSlot(appt.id);
    // As the date page leaves it: the plan chosen, the answers typed (one at the limit), and
    // an answer kept from an earlier booking to a field the batch no longer asks.
    const stored: CompanyAppointment = {
      ...appt,
      groupId: CHOSEN_PLAN,
      extFormValue: JSON.stringify({
        工号: ' A1024 ',
        所在部门: '部'.repeat(EXT_FIELD_MAX),
        旧表单项: '上次填写',
      }),
    };
    const body = bookingBody(stored, {
      date: slot.date,
      timeRangeId: slot.timeRangeId,
      timeRangeName: slot.name,
    });
    const res = await inject(ctx.app, api.saveCompanyAppointment, body, li);
    expect(res.status).toBe(200);
    const kept = { 工号: 'A1024', 所在部门: '部'.repeat(EXT_FIELD_MAX) };
    expect(JSON.parse((res.body.data as CompanyAppointment).extFormValue!)).toEqual(kept);
    expect(await storedRow(appt.id)).toEqual({ appoint_status: 1, ext_form_value: kept });
  });
});
