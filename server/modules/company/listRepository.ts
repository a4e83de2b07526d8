// The caller's company appointments as lists: a page of a branch's, their number (the user
// centre's badge too), and one person's.
import { countOf, type Queryable } from '../../db/db.ts';
import type { AccountList, PageWindow } from '../../plugins/paged.ts';
import { samePerson } from '../people/index.ts';
import {
  APPOINTMENT,
  APPOINTMENT_COLUMNS,
  APPOINTMENT_JOINS,
  type AppointmentRow,
} from './repository.ts';

/** The account's company appointments ($1 the account), of one branch or all ($2). */
const LISTED = `($2::int IS NULL OR a.hosp_id = $2) AND EXISTS (SELECT 1 FROM user_profiles u
  WHERE ${samePerson('u', 'a')} AND u.account_id = $1 AND u.jlzt = 1)`;

/**
 * A page of the caller's company appointments at a branch, exam number descending. Each of
 * the account's people (two profiles of one person count once) gives at most the page's
 * last row's worth from the index company_appointments_listed, in order; the page is the
 * merge of those, then joined to what it shows.
 */
function appointmentsPage(
  q: Queryable,
  accountId: number,
  hospId: number,
  page: PageWindow,
): Promise<AppointmentRow[]> {
  return q.query(
    `WITH people AS (SELECT DISTINCT idcard_hmac, name, mobile_hmac FROM user_profiles
                      WHERE account_id = $1 AND jlzt = 1),
     pg AS (SELECT m.id, m.exam_no FROM people u CROSS JOIN LATERAL
              (SELECT a.id, a.exam_no FROM company_appointments a
                WHERE ${samePerson('u', 'a')} AND a.hosp_id = $2
                ORDER BY a.exam_no DESC, a.id DESC LIMIT $3::int + $4::int) m
             ORDER BY m.exam_no DESC, m.id DESC LIMIT $3 OFFSET $4)
     SELECT ${APPOINTMENT_COLUMNS}
       FROM pg JOIN company_appointments a ON a.id = pg.id ${APPOINTMENT_JOINS}
      ORDER BY pg.exam_no DESC, pg.id DESC`,
    [accountId, hospId, page.limit, page.offset],
  );
}

/** The number of the caller's company appointments, of one branch when given. */
export const countAppointments = (q: Queryable, accountId: number, hospId?: number) =>
  countOf(q, `SELECT count(*)::int AS n FROM company_appointments a WHERE ${LISTED}`, [
    accountId,
    hospId ?? null,
  ]);

/** The account's company appointments at a branch. */
export const appointments: AccountList<AppointmentRow> = {
  rows: appointmentsPage,
  count: countAppointments,
};

/** One person's company appointments among the caller's, exam number descending. */
export function appointmentsOfPerson(
  q: Queryable,
  accountId: number,
  hospId: number,
  idcardHmac: string,
): Promise<AppointmentRow[]> {
  return q.query<AppointmentRow>(
    `${APPOINTMENT} WHERE a.hosp_id = $2 AND a.idcard_hmac = $3 ORDER BY a.exam_no DESC, a.id DESC`,
    [accountId, hospId, idcardHmac],
  );
}

/** The plan (group) of the company appointment an exam came from, if one did. */
export async function planNameOfExam(q: Queryable, examNo: string): Promise<string | null> {
  const [row] = await q.query<{ name: string }>(
    `SELECT g.name FROM company_appointments c
       JOIN company_groups g ON g.id = COALESCE(c.chosen_group_id, c.group_id)
      WHERE c.exam_no = $1 LIMIT 1`,
    [examNo],
  );
  return row?.name ?? null;
}
