import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyAppointment, ScheduleDay } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { timeRangeSelectable } from '../../../src/rules/company.ts';
import { companyStepOf } from '../../../src/rules/companyStep.ts';
import { companyPeople } from '../../seeds/seedCompany.ts';
import { DEMO_PASSWORD } from '../../seeds/seedData.ts';
import { passwordLogin } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { COMPANY_MSG } from './messages.ts';

// Document 2, section 4, step 4: addinMode 3 leaves the plan to the employee only when the
// group's name means so; any other mode-3 group books its own plan from the date page.

const ctx = useTestApp();
let token = '';

beforeAll(async () => {
  const login = await passwordLogin(ctx.app, companyPeople.mode3.mobile, DEMO_PASSWORD);
  token = (login.body.data as { token: string }).token;
});

const appointment = async () =>
  (await inject(ctx.app, api.companyAppointments, { hospid: 1 }, token)).body.data[0]!;

async function openSlot(apptId: number) {
  const days = (await inject(ctx.app, api.companySchedules, { apptId }, token)).body
    .data as ScheduleDay[];
  for (const day of days) {
    const range = day.timeRanges.find(timeRangeSelectable);
    if (range) return { appointDate: day.dayValue, appointTimeRangeId: range.id };
  }
  throw new Error('no open slot');
}

describe('addinMode 3 by the group name', () => {
  it('the seeded 员工自选 group still leads to the plan choice', async () => {
    const appt = await appointment();
    expect([appt.addinMode, appt.groupName]).toEqual([3, '员工自选']);
    expect(companyStepOf(appt)).toBe('/company/groupSelect');
  });

  it('a mode-3 group named otherwise goes to the date and books its own plan', async () => {
    const before = await appointment();
    await ctx.db.query('UPDATE company_groups SET name = $1 WHERE id = $2', [
      '入职体检方案',
      before.groupId,
    ]);
    const appt = await appointment();
    expect([appt.addinMode, appt.groupName]).toEqual([3, '入职体检方案']);
    expect(companyStepOf(appt)).toBe('/company/orderDetail');

    const saved = await inject(
      ctx.app,
      api.saveCompanyAppointment,
      {
        id: appt.id,
        groupId: appt.groupId,
        addCombos: [],
        extFormValue: JSON.stringify({ 工号: 'B7', 所在部门: '工程部' }),
        ...(await openSlot(appt.id)),
      },
      token,
    );
    expect([saved.status, saved.body.msg]).toEqual([200, COMPANY_MSG.booked]);
    const booked = saved.body.data as CompanyAppointment;
    expect([booked.appointStatus, booked.groupId, booked.groupName]).toEqual([
      1,
      appt.groupId,
      '入职体检方案',
    ]);
  });
});
