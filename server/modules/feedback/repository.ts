import type { Feedback, FeedbackType } from '../../../src/contract/index.ts';
import { maskPhone } from '../../../src/rules/masks.ts';
import { countOf, type Queryable } from '../../db/db.ts';
import type { DataVault } from '../../plugins/crypto/secrets.ts';
import {
  accountPage,
  mapPage,
  type AccountList,
  type Page,
  type PageWindow,
} from '../../plugins/paged.ts';

interface FeedbackRow {
  id: number;
  hosp_id: number;
  type: string;
  content: string;
  phone_enc: string | null;
  status: number;
  reply: string | null;
  replied_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, hosp_id, type, content, phone_enc, status, reply, replied_at, created_at';

function toFeedback(row: FeedbackRow, vault: DataVault): Feedback {
  return {
    id: row.id,
    hospId: row.hosp_id,
    type: row.type,
    content: row.content,
    phone: row.phone_enc === null ? null : maskPhone(vault.open(row.phone_enc)),
    status: row.status,
    reply: row.reply,
    replyTime: row.replied_at?.toISOString() ?? null,
    createTime: row.created_at.toISOString(),
  };
}

export async function countSince(q: Queryable, accountId: number, since: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM feedback WHERE account_id = $1 AND created_at >= $2',
    [accountId, since],
  );
  return row?.n ?? 0;
}

export async function insertFeedback(
  q: Queryable,
  vault: DataVault,
  f: {
    accountId: number;
    hospId: number;
    type: FeedbackType;
    content: string;
    phone: string | null;
  },
): Promise<Feedback> {
  const [row] = await q.query<FeedbackRow>(
    `INSERT INTO feedback (account_id, hosp_id, type, content, phone_enc)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [f.accountId, f.hospId, f.type, f.content, f.phone === null ? null : vault.seal(f.phone)],
  );
  return toFeedback(row!, vault);
}

const MINE = 'account_id = $1 AND hosp_id = $2';

/** The account's own feedback at one branch, newest first: never another's. */
const ownFeedback: AccountList<FeedbackRow> = {
  rows: (q, accountId, hospId, window) =>
    q.query(
      `SELECT ${COLUMNS} FROM feedback WHERE ${MINE}
        ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [accountId, hospId, window.limit, window.offset],
    ),
  count: (q, accountId, hospId) =>
    countOf(q, `SELECT count(*)::int AS n FROM feedback WHERE ${MINE}`, [accountId, hospId]),
};

/** A page of the account's own feedback at one branch, its phone numbers opened and masked. */
export const feedbackPage = async (
  q: Queryable,
  vault: DataVault,
  accountId: number,
  hospId: number,
  window: PageWindow,
): Promise<Page<Feedback>> =>
  mapPage(await accountPage(q, ownFeedback, accountId, hospId, window), (r) =>
    toFeedback(r, vault),
  );
