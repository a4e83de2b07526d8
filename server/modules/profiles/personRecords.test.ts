import { describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { checkDigitOf } from '../../../src/rules/idCard.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoToken, enc, smsCode } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { fingerprintProfilePhones } from './repository.ts';

// An exam, an outside report, a company appointment or a queue visit belongs to a profile
// only with the same ID number, name AND phone: a name and an ID number are known to others.
const ctx = useTestApp();

const [zhang, li, , chen] = demoUsers as [
  (typeof demoUsers)[number],
  (typeof demoUsers)[number],
  unknown,
  (typeof demoUsers)[number],
];
const mother = chen.relatives?.[0];
const idOf = (body: string) => body + checkDigitOf(body);

interface Person {
  id: number;
}

async function tjbhsOf(token: string, profileId: number) {
  const res = await inject(ctx.app, api.examRecords, { hospId: 1, profileId }, token);
  expect(res.status).toBe(200);
  return res.body.data.map((e) => e.tjbh);
}

describe("another person's records, by name and ID number alone", () => {
  it("shows nothing of them to a profile made with the caller's own phone", async () => {
    if (!mother) throw new Error('the demo mother is missing');
    const chenToken = await demoToken(ctx.app, 3);
    const own = (await inject(ctx.app, api.profileList, {}, chenToken)).body.data;
    const theirs = await tjbhsOf(chenToken, own[1]?.id ?? 0);
    expect(theirs.length).toBeGreaterThan(0);

    const zhangToken = await demoToken(ctx.app, 0);
    const added = await inject(
      ctx.app,
      api.addProfile,
      {
        name: mother.name,
        idType: 0,
        idcard: enc(idOf(mother.idBody)),
        marital: 1,
        relation: 'parents',
        mobile: enc(zhang.mobile),
        smsCode: await smsCode(ctx.app, zhang.mobile),
      },
      zhangToken,
    );
    expect(added.status).toBe(200);
    const copy = (added.body.data as Person).id;
    expect(await tjbhsOf(zhangToken, copy)).toEqual([]);
    const report = await inject(
      ctx.app,
      api.reportQuery,
      { hospId: 1, tjbh: theirs[0]! },
      zhangToken,
    );
    expect(report.status).toBe(404);
    const external = await inject(
      ctx.app,
      api.externalReports,
      { hospId: 1, profileId: copy },
      zhangToken,
    );
    expect(external.body.data).toEqual([]);
  });

  it('shows and cancels none of their company appointments after an edit to their ID', async () => {
    const liToken = await demoToken(ctx.app, 1);
    const liBefore = await inject(ctx.app, api.companyAppointments, { hospid: 1 }, liToken);
    const booked = liBefore.body.data.find((a) => a.appointStatus === 1);
    if (!booked) throw new Error('the demo booked company appointment is missing');

    // 张三 turns his own relative into 李四: the edit asks for no SMS, the phone stays his.
    const zhangToken = await demoToken(ctx.app, 0);
    const [, relative] = (await inject(ctx.app, api.profileList, {}, zhangToken)).body.data;
    const edited = await inject(
      ctx.app,
      api.updateProfile,
      {
        id: relative?.id,
        name: li.name,
        idType: 0,
        idcard: enc(idOf(li.idBody)),
        marital: 0,
        relation: 'other',
      },
      zhangToken,
    );
    expect(edited.status).toBe(200);
    expect(await tjbhsOf(zhangToken, relative?.id ?? 0)).toEqual([]);
    const listed = await inject(ctx.app, api.companyAppointments, { hospid: 1 }, zhangToken);
    expect(listed.body.data).toEqual([]);
    const sfzh = enc(idOf(li.idBody));
    const record = await inject(ctx.app, api.unitOrderRecord, { hospid: 1, sfzh }, zhangToken);
    expect(record.body.data).toEqual([]);
    const cancel = await inject(
      ctx.app,
      api.cancelCompanyAppointment,
      { id: booked.id },
      zhangToken,
    );
    expect(cancel.status).toBe(404);
    const [row] = await ctx.db.query<{ appoint_status: number }>(
      'SELECT appoint_status FROM company_appointments WHERE id = $1',
      [booked.id],
    );
    expect(row?.appoint_status).toBe(1);
  });
});

describe('profiles made before the phone counted', () => {
  it('get their phone fingerprint at start, and see their records again', async () => {
    const liToken = await demoToken(ctx.app, 1);
    const [self] = (await inject(ctx.app, api.profileList, {}, liToken)).body.data;
    const before = await tjbhsOf(liToken, self?.id ?? 0);
    expect(before.length).toBeGreaterThan(0);
    await ctx.db.query('UPDATE user_profiles SET mobile_hmac = NULL WHERE id = $1', [self?.id]);
    expect(await tjbhsOf(liToken, self?.id ?? 0)).toEqual([]);
    expect(await fingerprintProfilePhones(ctx.db, makeDeps(ctx.db).vault)).toBe(1);
    expect(await tjbhsOf(liToken, self?.id ?? 0)).toEqual(before);
  });
});
