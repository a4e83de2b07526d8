import type { Queryable } from '../../db/db.ts';

/** The kinds of code a partner portal hands out: one per door (/ssoLogin, /sso, /portal). */
export type PartnerCodeKind = 'auth_code' | 'code' | 'sso_token';

/**
 * A partner portal, as the server needs it: redeeming a code it handed one of its users
 * for that user's account, once. The reference server's portal is a simulator; a
 * deployment puts the partner's API behind the same interface.
 */
export interface SsoPortal {
  redeem(q: Queryable, kinds: PartnerCodeKind[], code: string): Promise<number | null>;
}
