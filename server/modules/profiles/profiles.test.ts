import { beforeAll, describe, expect, it } from 'vitest';
import { checkDigitOf } from '../../../src/rules/idCard.ts';
import { decryptField } from '../../../src/rules/fieldCrypto.ts';
import { readConfig } from '../../config.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken, enc, smsCode } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const ctx = useTestApp();
let alice: string;
let bob: string;
const { fieldKey, fieldIv } = readConfig();
const dec = (v: string) => decryptField(v, fieldKey, fieldIv);
const idOf = (body: string) => body + checkDigitOf(body);

beforeAll(async () => {
  alice = await demoToken(ctx.app, 0);
  bob = await demoToken(ctx.app, 1);
});

async function list(token: string, query: { account_id?: number } = {}) {
  const { status, body } = await inject(ctx.app, api.profileList, query, token);
  return { status, body: body as { msg: string; data: Array<Record<string, unknown>> } };
}

let phoneSeq = 13700000000;
async function relative(over: Record<string, unknown> = {}) {
  const mobile = String(++phoneSeq);
  const code = await smsCode(ctx.app, mobile);
  return inject(
    ctx.app,
    api.addProfile,
    {
      name: '张父',
      idType: 0,
      idcard: enc(idOf('33010619580214101')),
      marital: 1,
      relation: 'parents',
      mobile: enc(mobile),
      smsCode: code,
      ...over,
    },
    alice,
  );
}

describe('getprofile', () => {
  it('lists the self profile made at sign-up first, with ID and phone encrypted', async () => {
    const { status, body } = await list(alice);
    expect(status).toBe(200);
    const self = body.data[0]!;
    expect(self).toMatchObject({ name: demoUsers[0]!.name, relation: 'self', jlzt: 1, idType: 0 });
    expect(dec(String(self.mobile))).toBe(demoUsers[0]!.mobile);
    expect(dec(String(self.idcard))).toBe(idOf(demoUsers[0]!.idBody));
    expect(String(self.idcard)).not.toContain(demoUsers[0]!.idBody.slice(0, 6));
  });

  it("refuses a visitor and another account's profiles", async () => {
    expect((await inject(ctx.app, api.profileList, {})).status).toBe(401);
    const [{ id: aliceId }] = (await list(alice)).body.data as [{ account_id: number; id: number }];
    const other = await list(bob, {
      account_id: (await list(alice)).body.data[0]!.account_id as number,
    });
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe(MSG.noAccess);
    expect(aliceId).toBeGreaterThan(0);
  });
});

describe('addprofile', () => {
  it('refuses a resident ID whose birth date is after today (issue 10, item 10)', async () => {
    const byId = await relative({ idcard: enc(idOf('33010620400214101')) });
    expect(byId).toMatchObject({ status: 400, body: { msg: MSG.birthInFuture, data: null } });
  });

  it('adds a relative with an 18-digit ID, sex and birth taken from the number', async () => {
    const res = await relative();
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(MSG.profileSaved);
    expect(res.body.data).toMatchObject({
      name: '张父',
      sex: 1,
      birth: '1958-02-14',
      relation: 'parents',
    });
    const [row] = await ctx.db.query<{ idcard_enc: string }>(
      'SELECT idcard_enc FROM user_profiles WHERE name = $1',
      ['张父'],
    );
    expect(row?.idcard_enc).not.toContain('330106');
  });

  it('adds one with a passport when sex and birth are given', async () => {
    const res = await relative({
      name: 'Anna',
      idType: 1,
      idcard: enc('E55667788'),
      sex: 2,
      birth: '19900515',
      relation: 'sister',
    });
    expect(res.body.data).toMatchObject({ sex: 2, birth: '1990-05-15', idType: 1 });
  });

  it.each([
    [{ name: '' }, MSG.nameRequired],
    [{ name: '一二三四五六七八九' }, MSG.nameRequired],
    [{ idcard: enc('1'.repeat(21)) }, MSG.idcardRequired],
    [{ idcard: enc('330106195802141019') }, MSG.idcardInvalid],
    [{ idType: 1, idcard: enc('E1') }, MSG.sexRequired],
    [{ idType: 1, idcard: enc('E1'), sex: 1 }, MSG.birthRequired],
    [{ idType: 1, idcard: enc('E1'), sex: 1, birth: '19991332' }, MSG.birthRequired],
    [{ marital: 5 }, MSG.maritalRequired],
    [{ relation: 'self' }, MSG.relationRequired],
    [{ relation: 'cousin' }, MSG.relationRequired],
    [{ mobile: enc('12345') }, MSG.profilePhoneInvalid],
    // The form's order (one rule for both): the person first, then relation, phone, code.
    [{ name: '', relation: 'cousin', smsCode: '' }, MSG.nameRequired],
    [{ smsCode: '' }, MSG.profileSmsRequired],
    [{ smsCode: '0000x', idcard: enc(idOf('33010619580214205')) }, MSG.smsCodeWrong],
    [{ idcard: 'plain-text' }, MSG.badInput],
  ])('refuses %j with its message', async (over, msg) => {
    const res = await relative(over);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses the same person twice in one account', async () => {
    const again = await relative({ idcard: enc(idOf('33010619580214101')) });
    expect(again).toMatchObject({ status: 409, body: { msg: MSG.profileExists } });
  });
});

describe('updateprofile and deleteprofile', () => {
  it('edits a relative, keeps the self profile "self", and renames the account with it', async () => {
    const added = (
      await relative({ name: '张母', idcard: enc(idOf('33010619600320102')), relation: 'parents' })
    ).body.data as { id: number };
    const edited = await inject(
      ctx.app,
      api.updateProfile,
      {
        id: added.id,
        name: '张母亲',
        idType: 0,
        idcard: enc(idOf('33010619600320102')),
        marital: 2,
        relation: 'other',
      },
      alice,
    );
    expect(edited.body.data).toMatchObject({ name: '张母亲', marital: 2, relation: 'other' });

    const self = (await list(alice)).body.data[0] as { id: number; idcard: string };
    const renamed = await inject(
      ctx.app,
      api.updateProfile,
      {
        id: self.id,
        name: '张三丰',
        idType: 0,
        idcard: self.idcard,
        marital: 1,
        relation: 'parents',
      },
      alice,
    );
    expect(renamed.body.data).toMatchObject({ name: '张三丰', relation: 'self' });
    const [account] = await ctx.db.query<{ name: string }>(
      'SELECT name FROM user_accounts WHERE mobile = $1',
      [demoUsers[0]!.mobile],
    );
    expect(account?.name).toBe('张三丰');
  });

  it("cannot touch another account's profile", async () => {
    const target = (await list(alice)).body.data[1] as { id: number; idcard: string };
    const edit = await inject(
      ctx.app,
      api.updateProfile,
      { id: target.id, name: 'x', idType: 0, idcard: target.idcard, marital: 1, relation: 'other' },
      bob,
    );
    expect(edit).toMatchObject({ status: 404, body: { msg: MSG.profileNotFound } });
    const del = await inject(ctx.app, api.deleteProfile, { Value: target.id }, bob);
    expect(del.status).toBe(404);
    expect((await list(alice)).body.data.some((p) => p.id === target.id)).toBe(true);
  });

  it('unbinds a relative, and refuses a missing id, id 0 and the self profile', async () => {
    const profiles = (await list(alice)).body.data as Array<{ id: number; relation: string }>;
    const relativeId = profiles.find((p) => p.relation !== 'self')!.id;
    const selfId = profiles.find((p) => p.relation === 'self')!.id;
    for (const body of [{}, { Value: 0 }, { Value: selfId }]) {
      const res = await inject(ctx.app, api.deleteProfile, body, alice);
      expect(res).toMatchObject({ status: 400, body: { msg: MSG.invalidOperation } });
    }
    const ok = await inject(ctx.app, api.deleteProfile, { Value: relativeId }, alice);
    expect(ok.body.msg).toBe(MSG.profileUnbound);
    expect((await list(alice)).body.data.some((p) => p.id === relativeId)).toBe(false);
    expect((await inject(ctx.app, api.deleteProfile, { Value: relativeId }, alice)).status).toBe(
      404,
    );
  });
});
