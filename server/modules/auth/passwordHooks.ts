import type { Queryable } from '../../db/db.ts';

// What other modules end when an account's password is changed or reset, beside its
// sessions (issue 37: its report shares). They register here as they start, rather than
// auth importing them: they import auth's limits, and modules import no cycle.

type OnPasswordChange = (q: Queryable, accountId: number) => Promise<unknown>;

const onPasswordChange = new Set<OnPasswordChange>();

/** Registers what ends with an account's password; registering again adds nothing. */
export function whenPasswordChanges(end: OnPasswordChange) {
  onPasswordChange.add(end);
}

/** Runs every registered end, in the password change's transaction. */
export async function passwordChanged(q: Queryable, accountId: number) {
  for (const end of onPasswordChange) await end(q, accountId);
}
