import { checkPassword, passwordLevel } from '../../src/rules/passwordPolicy.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../plugins/envelope.ts';
import { MSG } from '../plugins/messages.ts';

export async function passwordLevelFor(q: Queryable, hospId: number) {
  const [row] = await q.query<{ value: string; detail_note: string | null }>(
    "SELECT value, detail_note FROM hosp_configs WHERE hosp_id = $1 AND code = 'user_password_level'",
    [hospId],
  );
  return { level: passwordLevel(row?.value), tip: row?.detail_note ?? null };
}

/** The same rule the app checks, enforced again here: a client can be bypassed. */
export function checkNewPassword(
  password: string,
  { level, tip }: { level: number; tip: string | null },
) {
  const verdict = checkPassword(password, level);
  if (verdict === 'tooShort') throw new ApiError(400, MSG.passwordTooShort);
  if (verdict === 'invalidLevel') throw new ApiError(400, MSG.passwordLevelInvalid);
  if (verdict === 'weak') throw new ApiError(400, `${MSG.passwordWeak}${tip ?? '长度8位及以上'}`);
}
