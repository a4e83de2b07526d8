import type { Relation } from '../../src/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import type { ValidProfile } from './profileInput.ts';
import type { DataVault } from './secrets.ts';

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
                                mobile_enc, relation, is_self)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      p.accountId,
      p.profile.name,
      p.profile.sex,
      p.profile.birth,
      p.profile.marital,
      p.profile.idType,
      vault.seal(p.profile.idcard),
      vault.fingerprint(p.profile.idcard),
      vault.seal(p.mobile),
      p.relation,
      p.relation === 'self',
    ],
  );
  if (!row) throw new Error('profile insert returned no row');
  return row.id;
}
