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

/** The account's request at a branch that still stands (submitted or accepted), newest. */
export function activeRequirement(q: Queryable, accountId: number, hospId: number, lock = false) {
  return firstRow<RequirementRow>(
    q,
    `SELECT ${COLUMNS} FROM team_requirements
      WHERE user_account_id = $1 AND hosp_id = $2 AND status IN (0, 1)
      ORDER BY id DESC LIMIT 1 ${lock ? 'FOR UPDATE' : ''}`,
    [accountId, hospId],
  );
}

export function ownRequirement(q: Queryable, accountId: number, id: number) {
  return firstRow<RequirementRow>(
    q,
    `SELECT ${COLUMNS} FROM team_requirements WHERE id = $1 AND user_account_id = $2 FOR UPDATE`,
    [id, accountId],
  );
}

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

/** Whether the branch exists (a request names it). */
export async function hospitalExists(q: Queryable, hospId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM hospitals WHERE id = $1', [hospId])).length > 0;
}

/** Serialises one account's sends, so two at once cannot both find no standing request. */
export async function lockAccount(q: Queryable, accountId: number): Promise<void> {
  await q.query('SELECT 1 FROM user_accounts WHERE id = $1 FOR UPDATE', [accountId]);
}
