import type { Queryable } from '../../db/db.ts';
import type { WeChatTokenKind } from '../../plugins/outside/wechat.ts';

export interface StoredToken {
  sealedValue: string;
  expiresAt: Date;
}

/**
 * Holds one of the official account's tokens for the rest of the transaction: a second
 * process renewing it meanwhile waits, then reads what the first one stored.
 */
export async function lockTokens(
  q: Queryable,
  appId: string,
  kind: WeChatTokenKind,
): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`wechat-tokens:${appId}:${kind}`]);
}

export async function readToken(
  q: Queryable,
  appId: string,
  kind: WeChatTokenKind,
): Promise<StoredToken | null> {
  const [row] = await q.query<{ sealed_value: string; expires_at: Date }>(
    'SELECT sealed_value, expires_at FROM wechat_tokens WHERE app_id = $1 AND kind = $2',
    [appId, kind],
  );
  return row ? { sealedValue: row.sealed_value, expiresAt: new Date(row.expires_at) } : null;
}

export async function writeToken(
  q: Queryable,
  appId: string,
  kind: WeChatTokenKind,
  token: StoredToken,
): Promise<void> {
  await q.query(
    `INSERT INTO wechat_tokens (app_id, kind, sealed_value, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (app_id, kind) DO UPDATE SET sealed_value = $3, expires_at = $4`,
    [appId, kind, token.sealedValue, token.expiresAt],
  );
}
