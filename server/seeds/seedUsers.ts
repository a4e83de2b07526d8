// The demo accounts: each with its self profile and relatives, their ID numbers made valid
// by their check digit. Run by seed.ts (the `accounts` step: never in production).
import { checkDigitOf, checkIdCard } from '../../src/rules/idCard.ts';
import { insertProfile } from '../modules/profiles/index.ts';
import { hashPassword, loginHash, type DataVault } from '../plugins/crypto/secrets.ts';
import type { Queryable } from '../db/db.ts';
import * as data from './seedData.ts';

function checkedId(idBody: string) {
  const idcard = idBody + checkDigitOf(idBody);
  const checked = checkIdCard(idcard);
  if (!checked.ok) throw new Error(`seed: demo ID ${idcard} is invalid (${checked.error})`);
  return checked;
}

/** The demo accounts that do not exist yet, each with its self profile and relatives. */
export async function seedUsers(q: Queryable, vault: DataVault) {
  const existing = new Set(
    (await q.query<{ mobile: string }>('SELECT mobile FROM user_accounts')).map((r) => r.mobile),
  );
  for (const u of data.demoUsers) {
    if (existing.has(u.mobile)) continue;
    const checked = checkedId(u.idBody);
    const [account] = await q.query<{ id: number }>(
      `INSERT INTO user_accounts (hosp_id, mobile, name, password_hash, password_changed_at, open_id)
       VALUES ($1, $2, $3, $4, now() - make_interval(days => $5), $6) RETURNING id`,
      [
        data.OPEN_HOSP_ID,
        u.mobile,
        u.name,
        await hashPassword(loginHash(data.DEMO_PASSWORD, u.mobile)),
        u.passwordAgeDays,
        u.openId ?? null,
      ],
    );
    if (!account) throw new Error(`seed: account ${u.mobile} was not created`);
    await insertProfile(q, vault, {
      accountId: account.id,
      profile: {
        name: u.name,
        idType: 0,
        idcard: checked.value,
        sex: checked.sex,
        birth: checked.birth,
        marital: u.marital,
      },
      mobile: u.mobile,
      relation: 'self',
    });
    for (const r of u.relatives ?? []) {
      const id = checkedId(r.idBody);
      await insertProfile(q, vault, {
        accountId: account.id,
        profile: {
          name: r.name,
          idType: 0,
          idcard: id.value,
          sex: id.sex,
          birth: id.birth,
          marital: r.marital,
        },
        mobile: r.mobile,
        relation: r.relation,
      });
    }
  }
}
