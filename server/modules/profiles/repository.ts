import type { Relation } from '../../../src/contract/index.ts';
import { firstRow, type Queryable } from '../../db/db.ts';
import type { ValidProfile } from './input.ts';
import type { DataVault } from '../../plugins/crypto/secrets.ts';

/**
 * The person's columns in table order (name, sex, birth, marital, id_type, idcard_enc,
 * idcard_hmac): the ID number sealed, its fingerprint beside it.
 */
function personValues(vault: DataVault, p: ValidProfile): unknown[] {
  const { name, sex, birth, marital, idType, idcard } = p;
  return [name, sex, birth, marital, idType, vault.seal(idcard), vault.fingerprint(idcard)];
}

/**
 * Writes a profile row: the one place that seals the ID number and phone and keeps the
 * ID's fingerprint beside it (sign-up's self profile, a relative, the demo data).
 */
export async function insertProfile(
  q: Queryable,
  vault: DataVault,
  p: { accountId: number; profile: ValidProfile; mobile: string; relation: Relation },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO user_profiles (account_id, name, sex, birth, marital, id_type, idcard_enc, idcard_hmac,
                                mobile_enc, mobile_hmac, relation, is_self)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      p.accountId,
      ...personValues(vault, p.profile),
      vault.seal(p.mobile),
      vault.fingerprint(p.mobile),
      p.relation,
      p.relation === 'self',
    ],
  );
  if (!row) throw new Error('profile insert returned no row');
  return row.id;
}

/** Gives profiles made before migration 015 their phone's fingerprint; none left after. */
export async function fingerprintProfilePhones(q: Queryable, vault: DataVault) {
  const rows = await q.query<{ id: number; mobile_enc: string }>(
    'SELECT id, mobile_enc FROM user_profiles WHERE mobile_hmac IS NULL',
  );
  for (const row of rows)
    await q.query('UPDATE user_profiles SET mobile_hmac = $2 WHERE id = $1', [
      row.id,
      vault.fingerprint(vault.open(row.mobile_enc)),
    ]);
  return rows.length;
}

/** The sex of an active profile of the account; undefined when it has no such profile. */
export async function activeProfileSex(
  q: Queryable,
  id: number,
  accountId: number,
): Promise<number | undefined> {
  const [row] = await q.query<{ sex: number }>(
    'SELECT sex FROM user_profiles WHERE id = $1 AND account_id = $2 AND jlzt = 1',
    [id, accountId],
  );
  return row?.sex;
}

/** A row of user_profiles, the ID number and phone sealed. */
export interface ProfileRow {
  id: number;
  account_id: number;
  name: string;
  sex: 1 | 2;
  birth: string;
  marital: 0 | 1 | 2 | null;
  id_type: 0 | 1 | 2 | 3;
  idcard_enc: string;
  mobile_enc: string;
  relation: Relation;
  is_self: boolean;
  jlzt: number;
}

const COLUMNS = `id, account_id, name, sex, to_char(birth, 'YYYY-MM-DD') AS birth, marital, id_type,
  idcard_enc, mobile_enc, relation, is_self, jlzt`;

export function profileById(q: Queryable, id: number) {
  return firstRow<ProfileRow>(q, `SELECT ${COLUMNS} FROM user_profiles WHERE id = $1`, [id]);
}

/** The account's bound profiles, its own first. */
export function boundProfiles(q: Queryable, accountId: number): Promise<ProfileRow[]> {
  return q.query<ProfileRow>(
    `SELECT ${COLUMNS} FROM user_profiles WHERE account_id = $1 AND jlzt = 1 ORDER BY is_self DESC, id`,
    [accountId],
  );
}

/** A bound profile of the account, locked for the change about to be made. */
export function lockBoundProfile(q: Queryable, accountId: number, id: number) {
  return firstRow<ProfileRow>(
    q,
    `SELECT ${COLUMNS} FROM user_profiles WHERE id = $1 AND account_id = $2 AND jlzt = 1 FOR UPDATE`,
    [id, accountId],
  );
}

/** Whether another bound profile of the account has this ID number's fingerprint. */
export async function hasBoundIdcard(
  q: Queryable,
  accountId: number,
  idcardHmac: string,
  exceptId: number,
): Promise<boolean> {
  const same = await q.query(
    'SELECT 1 FROM user_profiles WHERE account_id = $1 AND idcard_hmac = $2 AND jlzt = 1 AND id <> $3',
    [accountId, idcardHmac, exceptId],
  );
  return same.length > 0;
}

/** Rewrites a profile's person; the phone is not changed here. */
export async function updateProfile(
  q: Queryable,
  vault: DataVault,
  id: number,
  p: { profile: ValidProfile; relation: Relation },
): Promise<ProfileRow> {
  const [row] = await q.query<ProfileRow>(
    `UPDATE user_profiles SET name = $2, sex = $3, birth = $4, marital = $5, id_type = $6,
          idcard_enc = $7, idcard_hmac = $8, relation = $9
    WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...personValues(vault, p.profile), p.relation],
  );
  if (!row) throw new Error('profile update returned no row');
  return row;
}

export async function unbindProfile(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE user_profiles SET jlzt = 0 WHERE id = $1', [id]);
}
