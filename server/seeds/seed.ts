import type { DataVault } from '../plugins/crypto/secrets.ts';
import type { Db, Queryable } from '../db/db.ts';
import * as data from './seedData.ts';
import { seedArticles } from './seedArticles.ts';
import { seedBatchWindow, seedCompanies, seedCompanyAppointments } from './seedCompany.ts';
import { seedReports } from './seedReports.ts';
import { seedSubItems } from './seedSubItems.ts';
import { seedUsers } from './seedUsers.ts';
import { seedQueue } from '../modules/queue/index.ts';
import { seedHealthRules, seedOldSheet, seedSurveys } from './seedSurveys.ts';

/**
 * The demo data, in steps that each run once per database and are marked done in the same
 * transaction: a second start (or a second instance) never seeds over data a demo has
 * changed, and a database made before a step existed still gets that step. Steps marked
 * `accounts` make people who can log in with a published password: never in production.
 */
const STEPS: Array<{
  key: string;
  run: (q: Queryable, vault: DataVault) => Promise<void>;
  accounts?: true;
}> = [
  { key: 'seed:base', run: (q) => seed(q) },
  { key: 'seed:users', run: seedUsers, accounts: true },
  { key: 'seed:booking', run: (q) => seedBooking(q) },
  { key: 'seed:addons', run: (q) => seedAddOns(q) },
  // Accounts added to the demo later (the booking journeys' family): databases seeded
  // before them get them on their next start.
  { key: 'seed:family', run: seedUsers, accounts: true },
  { key: 'seed:subitems', run: (q) => seedSubItems(q) },
  // Enough articles that the list pages, and the help centre's questions.
  { key: 'seed:articles', run: (q) => seedArticles(q) },
  { key: 'seed:weapp', run: (q) => seedWeapp(q) },
  { key: 'seed:feedback', run: seedFeedback, accounts: true },
  // Exams of the demo people: they are matched to profiles, so only where those exist.
  { key: 'seed:reports', run: (q) => seedReports(q), accounts: true },
  // The exam day's queue: demo people checked in on the day the database is first started.
  { key: 'seed:queue', run: (q) => seedQueue(q), accounts: true },
  // The questionnaires, and one demo person's sheet from long ago.
  { key: 'seed:surveys', run: (q) => seedSurveys(q) },
  { key: 'seed:surveySheets', run: (q) => seedOldSheet(q), accounts: true },
  { key: 'seed:companies', run: (q) => seedCompanies(q) },
  { key: 'seed:companyAppointments', run: seedCompanyAppointments, accounts: true },
  // Came with issue 26: a batch booked further out than 30 days, and a rule that filters a
  // combo out of the tailored plan. Both only set rows that the steps above made.
  { key: 'seed:batchWindow', run: (q) => seedBatchWindow(q) },
  { key: 'seed:healthRules', run: (q) => seedHealthRules(q) },
];

/**
 * True when this start loaded any demo data. Without `demoAccounts` (production) the
 * catalogue, content and schedule are loaded but no account, and the account steps are
 * marked skipped: a later start without NODE_ENV on the same database adds none either.
 */
export async function seedIfEmpty(
  db: Db,
  vault: DataVault,
  { demoAccounts = true }: { demoAccounts?: boolean } = {},
): Promise<boolean> {
  return db.tx(async (q) => {
    await q.query('LOCK TABLE app_meta IN EXCLUSIVE MODE');
    const done = new Set(
      (await q.query<{ key: string }>('SELECT key FROM app_meta')).map((r) => r.key),
    );
    let seeded = false;
    for (const { key, run, accounts } of STEPS) {
      if (done.has(key)) continue;
      const skip = accounts && !demoAccounts;
      if (!skip) await run(q, vault);
      await q.query('INSERT INTO app_meta (key, value) VALUES ($1, $2)', [
        key,
        skip ? 'skipped: no demo accounts in production' : new Date().toISOString(),
      ]);
      seeded ||= !skip;
    }
    return seeded;
  });
}

async function insert(q: Queryable, table: string, row: Record<string, unknown>) {
  const cols = Object.keys(row);
  const values = cols.map((c) => {
    const v = row[c];
    return v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
  });
  await q.query(
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
    values,
  );
}

async function seed(q: Queryable) {
  for (const h of data.hospitals) await insert(q, 'hospitals', h);
  for (const u of data.unions) await insert(q, 'unions', u);
  for (const uh of data.unionHospitals) await insert(q, 'union_hospitals', uh);
  for (const h of data.hospitals) {
    for (const c of data.configsFor(h.id)) await insert(q, 'hosp_configs', { hosp_id: h.id, ...c });
  }
  let sort = 0;
  for (const m of data.homeModules) await insert(q, 'home_modules', { ...m, sort: ++sort });
  for (const a of data.assets) await insert(q, 'hosp_assets', a);
  for (const t of data.examTypes) await insert(q, 'exam_types', t);

  const itemIds = new Map<string, number>();
  let itemId = 0;
  for (const [code, name, type, price, description] of data.items) {
    itemIds.set(code, ++itemId);
    await insert(q, 'items', {
      id: itemId,
      hosp_id: data.OPEN_HOSP_ID,
      item_code: code,
      item_name: name,
      description,
      meanning: description,
      general_tips: type === 2 ? '需空腹采血' : null,
      important_tips: type === 1 && code.startsWith('CT') ? '孕期及备孕女性禁做' : null,
      price,
      type,
    });
  }

  let packageId = 0;
  for (const p of data.packages) {
    const id = ++packageId;
    await insert(q, 'packages', {
      id,
      hosp_id: data.OPEN_HOSP_ID,
      code: `TC${String(id).padStart(3, '0')}`,
      name: p.name,
      alias: p.alias,
      remark: p.remark,
      img_url: `/demo-assets/package-${((id - 1) % 4) + 1}.svg`,
      sale_price: p.sale,
      price: p.price,
      appoint_count: p.count,
      sex_limit: p.sex,
      sort: p.sort,
      exam_type_id: p.type,
      appointment_status: p.bookable === false ? 0 : 1,
      recommended: p.recommended === true,
      exam_notice: data.hospitals[0]?.notice ?? null,
      notice_content: p.notice ?? null,
    });
    let itemSort = 0;
    for (const code of p.items) {
      const item = itemIds.get(code);
      if (item === undefined) throw new Error(`seed: package ${p.name} names unknown item ${code}`);
      await insert(q, 'package_items', { package_id: id, item_id: item, sort: ++itemSort });
    }
  }

  for (const t of data.articleTypes) await insert(q, 'article_types', t);
  let articleId = 0;
  for (const [type, title, author, daysAgo, visits, hot, body] of data.articles) {
    await insert(q, 'articles', {
      id: ++articleId,
      hosp_id: data.OPEN_HOSP_ID,
      type_id: type,
      title,
      author,
      content: body,
      cover_url: `/demo-assets/article-${type}.svg`,
      visit_count: visits,
      is_hot: hot,
      update_time: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    });
  }
}

async function seedWeapp(q: Queryable) {
  for (const c of data.weappConfigs)
    await insert(q, 'hosp_configs', { hosp_id: data.OPEN_HOSP_ID, ...c });
  const [last] = await q.query<{ sort: number }>(
    'SELECT coalesce(max(sort), 0)::int AS sort FROM home_modules',
  );
  await insert(q, 'home_modules', { ...data.weappModule, sort: (last?.sort ?? 0) + 1 });
}

async function seedFeedback(q: Queryable) {
  const f = data.demoFeedback;
  await q.query(
    `INSERT INTO feedback (account_id, hosp_id, type, content, status, reply, replied_at, created_at)
     SELECT id, $2, $3, $4, 2, $5, now() - interval '2 days', now() - interval '3 days'
       FROM user_accounts WHERE mobile = $1`,
    [f.mobile, data.OPEN_HOSP_ID, f.type, f.content, f.reply],
  );
}

async function seedBooking(q: Queryable) {
  for (const r of data.timeRanges) await insert(q, 'time_ranges', r);
  for (const d of data.closedDays) await insert(q, 'closed_days', d);
  for (const m of data.paymentMethods) await insert(q, 'payment_methods', m);
}

/** The tailored plan: new items after the catalogue's, the add-on list, the combos. */
async function seedAddOns(q: Queryable) {
  const [last] = await q.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM items');
  let itemId = last?.id ?? 0;
  for (const i of data.planItems) {
    await insert(q, 'items', {
      id: ++itemId,
      hosp_id: data.OPEN_HOSP_ID,
      item_code: i.code,
      item_name: i.name,
      description: i.description,
      meanning: i.description,
      general_tips: i.generalTips,
      important_tips: i.importantTips,
      price: i.price,
      type: i.type,
    });
  }
  const ids = new Map(
    (
      await q.query<{ id: number; item_code: string }>(
        'SELECT id, item_code FROM items WHERE hosp_id = $1',
        [data.OPEN_HOSP_ID],
      )
    ).map((r) => [r.item_code, r.id]),
  );
  const idOf = (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`seed: the tailored plan names unknown item ${code}`);
    return id;
  };
  let addOnSort = 0;
  for (const code of data.addOnItemCodes) {
    await q.query('UPDATE items SET addon = true, addon_sort = $2 WHERE id = $1', [
      idOf(code),
      ++addOnSort,
    ]);
  }
  for (const c of data.combos) {
    await insert(q, 'combos', {
      id: c.id,
      hosp_id: data.OPEN_HOSP_ID,
      name: c.name,
      price: c.price,
      sex_limit: c.sex,
      sort: c.id,
    });
    let sort = 0;
    for (const code of c.items) {
      await insert(q, 'combo_items', { combo_id: c.id, item_id: idOf(code), sort: ++sort });
    }
  }
}
