import { firstRow, type Queryable } from '../../db/db.ts';

export interface RequirementRow {
  id: number;
  hosp_id: number;
  user_account_id: number;
  company_name: string;
  contact: string;
  phone_num_enc: string;
  expected_date: string | null;
  estimate_num: number | null;
  budget: string | null;
  remark: string;
  status: number;
  create_time: Date | string;
  update_time: Date | string;
}

const COLUMNS = `id, hosp_id, user_account_id, company_name, contact, phone_num_enc,
  to_char(expected_date, 'YYYY-MM-DD') AS expected_date, estimate_num, budget, remark, status,
  create_time, update_time`;

const requirementWhere = (q: Queryable, where: string, params: unknown[]) =>
  firstRow<RequirementRow>(q, `SELECT ${COLUMNS} FROM team_requirements WHERE ${where}`, params);

/** The account's request at a branch that still stands (submitted or accepted), newest. */
export const activeRequirement = (q: Queryable, accountId: number, hospId: number) =>
  requirementWhere(
    q,
    'user_account_id = $1 AND hosp_id = $2 AND status IN (0, 1) ORDER BY id DESC LIMIT 1',
    [accountId, hospId],
  );

/** The account's own request, locked for its withdrawal. */
export const ownRequirement = (q: Queryable, accountId: number, id: number) =>
  requirementWhere(q, 'id = $1 AND user_account_id = $2 FOR UPDATE', [id, accountId]);

export async function insertRequirement(
  q: Queryable,
  r: {
    hospId: number;
    accountId: number;
    companyName: string;
    contact: string;
    phoneEnc: string;
    expectedDate: string | null;
    estimateNum: number | null;
    budget: number | null;
    remark: string;
  },
): Promise<RequirementRow> {
  const [row] = await q.query<RequirementRow>(
    `INSERT INTO team_requirements (hosp_id, user_account_id, company_name, contact, phone_num_enc,
        expected_date, estimate_num, budget, remark)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      r.hospId,
      r.accountId,
      r.companyName,
      r.contact,
      r.phoneEnc,
      r.expectedDate,
      r.estimateNum,
      r.budget,
      r.remark,
    ],
  );
  if (!row) throw new Error('team requirement insert returned no row');
  return row;
}

export async function withdraw(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE team_requirements SET status = 9, update_time = now() WHERE id = $1', [id]);
}

/** How many requests an account sent (withdrawn ones too) since a moment, and in all. */
export async function countRequirementsOf(q: Queryable, accountId: number, since: Date) {
  const [row] = await q.query<{ since: number; total: number }>(
    `SELECT count(*) FILTER (WHERE create_time >= $2)::int AS since, count(*)::int AS total
       FROM team_requirements WHERE user_account_id = $1`,
    [accountId, since],
  );
  return { since: row?.since ?? 0, total: row?.total ?? 0 };
}
