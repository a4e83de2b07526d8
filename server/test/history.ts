// A long history for one person, written straight into the database in bulk: the paging
// tests (server/plugins/paged.test.ts) and the growth bench (scripts/bench-growth.ts) read
// the seven lists of an account that has booked, been examined and written for years.
import type { Queryable } from '../db/db.ts';

/** Whose history: an account, its profile the records belong to, the branch. */
export interface HistoryOwner {
  accountId: number;
  profileId: number;
  hospId: number;
}

/**
 * Adds `n` of each record to the owner's history: orders (booked, examined or cancelled,
 * with add-ons), exams with three items each, reports made elsewhere, feedback, survey
 * sheets and company appointments. Every third record shares its time with the next ones,
 * so the lists' tie-breaks are exercised. `tag` keeps the numbers of two calls apart.
 */
export async function seedHistory(q: Queryable, owner: HistoryOwner, n: number, tag: string) {
  const { accountId, profileId, hospId } = owner;
  const [person] = await q.query<{ name: string; idcard_hmac: string; mobile_hmac: string }>(
    'SELECT name, idcard_hmac, mobile_hmac FROM user_profiles WHERE id = $1',
    [profileId],
  );
  if (!person?.mobile_hmac) throw new Error(`profile ${profileId} has no phone fingerprint`);
  const { name, idcard_hmac: idcard, mobile_hmac: mobile } = person;

  await q.query(
    `INSERT INTO personal_orders (order_no, hosp_id, account_id, profile_id, package_id,
        appoint_status, pay_status, total_price, add_item_ids, add_combo_ids, appoint_date,
        appoint_time_range_id, exam_no, created_at)
     SELECT 'P' || $4 || lpad(g::text, 8, '0'), $2, $5, $3,
            (SELECT min(id) FROM packages WHERE hosp_id = $2), (ARRAY[1, 2, 9])[1 + g % 3], 0, 500,
            coalesce((SELECT array_agg(id ORDER BY id) FROM
                       (SELECT id FROM items WHERE hosp_id = $2 AND addon ORDER BY id LIMIT 2) a), '{}'),
            coalesce((SELECT array_agg(id) FROM
                       (SELECT id FROM combos WHERE hosp_id = $2 ORDER BY id LIMIT 1) c), '{}'),
            current_date - g, (SELECT min(id) FROM time_ranges WHERE hosp_id = $2),
            'E' || $4 || g, now() - make_interval(mins => g / 3)
       FROM generate_series(1, $1::int) g`,
    [n, hospId, profileId, tag, accountId],
  );
  await q.query(
    `INSERT INTO exams (tjbh, hosp_id, idcard_hmac, name, mobile_hmac, tjrq, tjzt, zjzt,
        qc_result, report_key, pdf_enable)
     SELECT 'X' || $3 || lpad(g::text, 8, '0'), $2, $4, $5, $6, current_date - g / 3, 3, 1, '1',
            'key' || $3 || g, true
       FROM generate_series(1, $1::int) g`,
    [n, hospId, tag, idcard, name, mobile],
  );
  await q.query(
    `INSERT INTO exam_items (exam_id, sort, item_type, item_name, progress)
     SELECT e.id, s, 0, 'item ' || s, 'done' FROM exams e, generate_series(1, 3) s
      WHERE e.tjbh LIKE 'X' || $1 || '%'`,
    [tag],
  );
  await q.query(
    `INSERT INTO external_reports (hosp_id, idcard_hmac, name, mobile_hmac, tjbh,
        inspection_item_name, report_date, report_data_type, report_url)
     SELECT $2, $4, $5, $6, 'Y' || $3 || g, 'outside ' || g, current_date - g / 3, 'link',
            'https://example.org/r/' || $3 || g
       FROM generate_series(1, $1::int) g`,
    [n, hospId, tag, idcard, name, mobile],
  );
  await q.query(
    `INSERT INTO feedback (account_id, hosp_id, type, content, status, created_at)
     SELECT $3, $2, 'suggestion', 'feedback number ' || g || ' of ' || $4, g % 3,
            now() - make_interval(mins => g / 3)
       FROM generate_series(1, $1::int) g`,
    [n, hospId, accountId, tag],
  );
  await q.query(
    `INSERT INTO user_surveys (hosp_id, survey_id, account_id, profile_id, name, survey_result,
        create_time)
     SELECT $2, (SELECT min(id) FROM surveys WHERE hosp_id = $2), $3, $4, $5, '[]',
            now() - make_interval(mins => g / 3) - interval '40 days'
       FROM generate_series(1, $1::int) g`,
    [n, hospId, accountId, profileId, name],
  );
  await q.query(
    `INSERT INTO company_appointments (exam_no, hosp_id, batch_id, group_id, idcard_hmac, name,
        mobile_hmac, appoint_status, created_at)
     SELECT 'C' || $3 || lpad(g::text, 8, '0'), $2, grp.batch_id, grp.id, $4, $5, $6, 0,
            now() - make_interval(days => g)
       FROM generate_series(1, $1::int) g,
            (SELECT cg.id, cg.batch_id FROM company_groups cg
               JOIN company_batches b ON b.id = cg.batch_id JOIN companies c ON c.id = b.company_id
              WHERE c.hosp_id = $2 AND cg.addin_mode IS DISTINCT FROM 3 ORDER BY cg.id LIMIT 1) grp`,
    [n, hospId, tag, idcard, name, mobile],
  );
}

/** The account and self profile of a phone number, at the given branch. */
export async function historyOwner(q: Queryable, mobile: string, hospId: number) {
  const [row] = await q.query<{ accountId: number; profileId: number }>(
    `SELECT a.id AS "accountId", p.id AS "profileId" FROM user_accounts a
       JOIN user_profiles p ON p.account_id = a.id AND p.is_self WHERE a.mobile = $1`,
    [mobile],
  );
  if (!row) throw new Error(`no account with a self profile for ${mobile}`);
  return { ...row, hospId };
}
