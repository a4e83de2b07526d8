import type { Queryable } from '../../db/db.ts';
import { removeExpired as auth } from '../auth/index.ts';
import { removeExpired as content } from '../content/index.ts';
import { removeExpired as orders } from '../orders/index.ts';
import { removeExpired as queue } from '../queue/index.ts';
import { removeExpired as shares } from '../shares/index.ts';
import { removeExpired as simulators } from '../simulators/index.ts';
import { removeExpired as sso } from '../sso/index.ts';
import { removeExpired as wechatPay } from '../wechatPay/index.ts';

/** A module's clean-up: removes its own rows that have run their course, counts per table. */
export type CleanUp = (q: Queryable) => Promise<Record<string, number>>;

/**
 * The one list of clean-ups housekeeping runs: each module with expiring rows exports
 * `removeExpired` from its face, written in its own repository, and is named here.
 * Housekeeping itself touches no module's table.
 */
export const CLEAN_UPS: Record<string, CleanUp> = {
  auth,
  simulators,
  sso,
  queue,
  shares,
  orders,
  content,
  wechatPay,
};
