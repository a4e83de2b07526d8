import type { Db } from '../../db/db.ts';
import type { DataVault } from '../../plugins/crypto/secrets.ts';
import type { WeChatTokenStore } from '../../plugins/outside/wechat.ts';
import { lockTokens, readToken, writeToken } from './tokensRepository.ts';

/** A token is renewed this long before WeChat ends it, so no call carries one that lapses. */
export const RENEW_MARGIN_MS = 5 * 60_000;

/**
 * The official account's tokens in the database, sealed with DATA_KEY: every process reads
 * the same, and a renewal holds a lock so that two processes never both ask WeChat (each new
 * token ends the one before it).
 */
export function wechatTokenStore(
  db: Db,
  vault: DataVault,
  appId: string,
  now: () => number = Date.now,
): WeChatTokenStore {
  const usable = (expiresAt: Date) => expiresAt.getTime() - RENEW_MARGIN_MS > now();
  return {
    async peek(kind) {
      const stored = await readToken(db, appId, kind);
      return stored && usable(stored.expiresAt) ? vault.open(stored.sealedValue) : null;
    },
    renew(kind, issue, stale) {
      return db.tx(async (q) => {
        await lockTokens(q, appId, kind);
        const stored = await readToken(q, appId, kind);
        const held = stored && usable(stored.expiresAt) ? vault.open(stored.sealedValue) : null;
        if (held !== null && held !== stale) return held;
        const issued = await issue();
        await writeToken(q, appId, kind, {
          sealedValue: vault.seal(issued.value),
          expiresAt: new Date(now() + issued.expiresInS * 1000),
        });
        return issued.value;
      });
    },
  };
}
