// Company booking's demo data: two employers, batches whose plans use every addinMode,
// points and categories, extra form fields, a batch notice, a batch with booking days of its
// own beyond the personal window, a batch of 3 seats per range for the race, and
// appointments for the demo accounts and the company journeys' employees.
import { checkDigitOf } from '../../src/rules/idCard.ts';
import { addDays, chinaToday } from '../../src/rules/schedule.ts';
import { insertProfile, type ValidProfile } from '../modules/profiles/index.ts';
import { hashPassword, loginHash, type DataVault } from '../plugins/crypto/secrets.ts';
import type { Queryable } from '../db/db.ts';
import { DEMO_PASSWORD, demoUsers, OPEN_HOSP_ID } from './seedData.ts';

export const RACE_BATCH_ID = 3;
/**
 * The autumn onboarding batch books days of its own, further out than the personal window:
 * from 40 to 69 days after the database is seeded. The other batches take the personal one.
 */
export const WINDOWED_BATCH_ID = 2;
export const BATCH_WINDOW_FROM_DAYS = 40;
export const BATCH_WINDOW_TO_DAYS = 69;
export const RACE_SEATS = 3;
/** Appointments of the race employee: enough for 50 saves, twice. */
const RACE_APPOINTMENTS = 110;
/**
 * The race employee's relatives, so scripts/booking-race.ts books personal seats for 50
 * different people at once (a person holds one booking a day).
 */
export const RACE_RELATIVES = 50;

const idOf = (body: string) => body + checkDigitOf(body);

/** The company journeys' employees: each logs in with the demo password. */
export const companyPeople = {
  mode0: { mobile: '13800000021', name: '周明', idcard: idOf('33010619900115101'), marital: 1 },
  mode1: { mobile: '13800000022', name: '吴磊', idcard: idOf('33010619910216101'), marital: 1 },
  mode2: { mobile: '13800000023', name: '郑洁', idcard: idOf('33010619920317102'), marital: 0 },
  mode3: { mobile: '13800000024', name: '冯涛', idcard: idOf('33010619930418101'), marital: 1 },
  // Moved over from the old system without a marital status: the booking asks for it.
  marital: {
    mobile: '13800000025',
    name: '褚琳',
    idcard: idOf('33010619940519102'),
    marital: null,
  },
  race: { mobile: '13800000026', name: '陈测试', idcard: idOf('33010619950620101'), marital: 1 },
} as const;

const items = (list: Array<[number, string, string]>) =>
  list.map(([item_type, item_name, item_meanning]) => ({ item_type, item_name, item_meanning }));

const BASIC = items([
  [0, '一般检查', '身高、体重、血压、体重指数'],
  [0, '内科', '心、肺、腹部触诊'],
  [2, '血常规', '了解有无贫血、感染等血液系统异常'],
  [2, '肝功能', '评估肝脏功能'],
  [1, '腹部彩超', '肝、胆、胰、脾、肾'],
  [1, '心电图', '心律及心肌供血情况'],
  [3, '早餐券', '体检后到餐厅凭券用餐'],
]);

const groups = [
  { id: 1, batch_id: 1, name: '员工基础方案', addin_mode: 0, points: 0, list: BASIC },
  { id: 2, batch_id: 1, name: '积分加项方案', addin_mode: 1, points: 300, list: BASIC },
  { id: 3, batch_id: 2, name: '分类自选方案', addin_mode: 2, points: 0, list: BASIC },
  { id: 4, batch_id: 2, name: '员工自选', addin_mode: 3, points: 0, list: [] },
  {
    id: 5,
    batch_id: 2,
    name: '入职基础方案',
    addin_mode: null,
    points: 0,
    list: BASIC.slice(0, 4),
  },
  {
    id: 6,
    batch_id: 2,
    name: '入职全面方案',
    addin_mode: 0,
    points: 0,
    list: [...BASIC, ...items([[1, '胸部DR', '肺部及胸廓检查']])],
  },
  { id: 7, batch_id: RACE_BATCH_ID, name: '压测方案', addin_mode: 0, points: 0, list: BASIC },
];

const categories = [
  { id: 1, group_id: 3, category_name: '影像检查', allow_combo_count: 1, notice_text: '三选一' },
  { id: 2, group_id: 3, category_name: '检验项目', allow_combo_count: 2, notice_text: '任选两项' },
];

const combos: Array<[number, number, number | null, string, string, number, number]> = [
  [1, 2, null, '肿瘤标志物筛查', '男性常见肿瘤标志物', 150, 260],
  [2, 2, null, '甲状腺彩超', '甲状腺结节筛查', 100, 120],
  [3, 2, null, '胸部低剂量CT', '肺结节早期筛查', 200, 380],
  [4, 2, null, '幽门螺杆菌检测', '碳13呼气试验', 80, 150],
  [5, 3, 1, '甲状腺彩超', '甲状腺结节筛查', 0, 120],
  [6, 3, 1, '颈动脉彩超', '动脉硬化斑块筛查', 0, 160],
  [7, 3, 1, '心脏彩超', '心脏结构与功能', 0, 220],
  [8, 3, 2, '糖化血红蛋白', '近三个月血糖水平', 0, 90],
  [9, 3, 2, '同型半胱氨酸', '心脑血管风险因子', 0, 80],
  [10, 3, 2, '肿瘤标志物筛查', '常见肿瘤标志物', 0, 260],
];

const NOTICE =
  '<p>1. 体检前一天晚上8点后禁食，体检当天早晨空腹。</p><p>2. 请携带本人身份证，按预约时段到体检中心前台登记。</p>';
const EXT_FORM = {
  data: [
    { label: '工号', value: '' },
    { label: '所在部门', value: '' },
  ],
};

async function insertRow(q: Queryable, table: string, row: Record<string, unknown>) {
  const cols = Object.keys(row);
  const values = cols.map((c) => {
    const v = row[c];
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v;
  });
  await q.query(
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
    values,
  );
}

/** Employers, batches, plans, items, categories and combos: no person in them. */
export async function seedCompanies(q: Queryable) {
  await insertRow(q, 'companies', { id: 1, hosp_id: OPEN_HOSP_ID, name: '杭州云帆科技有限公司' });
  await insertRow(q, 'companies', { id: 2, hosp_id: OPEN_HOSP_ID, name: '浙江恒信建设集团' });
  const batches = [
    { id: 1, company_id: 1, name: '2026年度员工体检', notice_content: NOTICE, seats_per_range: 20 },
    { id: 2, company_id: 2, name: '2026年秋季入职体检', notice_content: '', seats_per_range: 20 },
    {
      id: RACE_BATCH_ID,
      company_id: 1,
      name: '压力测试批次',
      notice_content: '',
      seats_per_range: RACE_SEATS,
    },
  ];
  for (const b of batches)
    await insertRow(q, 'company_batches', { ...b, ext_form_config: b.id === 2 ? EXT_FORM : null });
  await seedBatchWindow(q);
  for (const [sort, g] of groups.entries()) {
    const { list, ...row } = g;
    await insertRow(q, 'company_groups', { ...row, remark: '', sort });
    for (const [i, item] of list.entries())
      await insertRow(q, 'company_group_items', { group_id: g.id, sort: i + 1, ...item });
  }
  for (const [sort, c] of categories.entries())
    await insertRow(q, 'company_combo_categories', { ...c, sort });
  for (const [id, group_id, category_id, combo_name, combo_meanning, points, price] of combos)
    await insertRow(q, 'company_combos', {
      id,
      group_id,
      category_id,
      combo_name,
      combo_meanning,
      combo_important_tips: combo_name.includes('CT') ? '孕期及备孕女性禁做' : '',
      consume_points: points,
      price,
      sort: id,
    });
}

/** The windowed batch's days, counted from today (again on each call: it only sets them). */
export async function seedBatchWindow(q: Queryable) {
  const today = chinaToday();
  await q.query('UPDATE company_batches SET window_start = $2, window_end = $3 WHERE id = $1', [
    WINDOWED_BATCH_ID,
    addDays(today, BATCH_WINDOW_FROM_DAYS),
    addDays(today, BATCH_WINDOW_TO_DAYS),
  ]);
}

let examSeq = 0;
async function appointment(
  q: Queryable,
  vault: DataVault,
  who: { name: string; idcard: string; mobile: string },
  a: { batch: number; group: number; status?: 0 | 1 | 2; daysAgo?: number; day?: string },
) {
  const examNo = `T${String(2026110000 + ++examSeq)}`;
  const booked = a.status === 1 && a.day;
  await q.query(
    `INSERT INTO company_appointments (exam_no, hosp_id, batch_id, group_id, idcard_hmac, name,
        mobile_hmac, appoint_status, appoint_date, appoint_time_range_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(days => $11))`,
    [
      examNo,
      OPEN_HOSP_ID,
      a.batch,
      a.group,
      vault.fingerprint(who.idcard),
      who.name,
      vault.fingerprint(who.mobile),
      a.status ?? 0,
      a.day ?? null,
      booked ? 1 : null,
      a.daysAgo ?? 0,
    ],
  );
  // A booked seat is counted like one taken through the booking.
  if (booked)
    await q.query(
      `INSERT INTO company_slots (batch_id, day, time_range_id, limit_num, order_num)
       VALUES ($1, $2, 1, 20, 1) ON CONFLICT (batch_id, day, time_range_id)
       DO UPDATE SET order_num = company_slots.order_num + 1`,
      [a.batch, a.day],
    );
}

/** The next weekday at least `ahead` days from today (Mondays to Fridays have every range). */
function weekdayAhead(ahead: number): string {
  let day = addDays(chinaToday(), ahead);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

const pad = (n: number) => String(n).padStart(2, '0');

async function raceRelatives(q: Queryable, vault: DataVault, mobile: string) {
  const [account] = await q.query<{ id: number }>(
    'SELECT id FROM user_accounts WHERE mobile = $1 AND hosp_id = $2',
    [mobile, OPEN_HOSP_ID],
  );
  if (!account) return;
  for (let i = 0; i < RACE_RELATIVES; i++) {
    const born = `1980${pad(1 + Math.floor(i / 28))}${pad(1 + (i % 28))}`;
    const idcard = idOf(`330106${born}2${pad(i)}`);
    const profile = {
      name: `测试亲属${i + 1}`,
      idType: 0,
      idcard,
      sex: Number(idcard[16]) % 2 === 1 ? 1 : 2,
      birth: `${idcard.slice(6, 10)}-${idcard.slice(10, 12)}-${idcard.slice(12, 14)}`,
      marital: 1,
    } as ValidProfile;
    await insertProfile(q, vault, { accountId: account.id, profile, mobile, relation: 'other' });
  }
}

/** The employees' accounts and everyone's appointments (demo people: never in production). */
export async function seedCompanyAppointments(q: Queryable, vault: DataVault) {
  for (const p of Object.values(companyPeople)) {
    const [account] = await q.query<{ id: number }>(
      `INSERT INTO user_accounts (hosp_id, mobile, name, password_hash, password_changed_at)
       VALUES ($1, $2, $3, $4, now()) ON CONFLICT DO NOTHING RETURNING id`,
      [OPEN_HOSP_ID, p.mobile, p.name, await hashPassword(loginHash(DEMO_PASSWORD, p.mobile))],
    );
    if (!account) continue;
    const male = Number(p.idcard[16]) % 2 === 1;
    const profile = {
      name: p.name,
      idType: 0,
      idcard: p.idcard,
      sex: male ? 1 : 2,
      birth: `${p.idcard.slice(6, 10)}-${p.idcard.slice(10, 12)}-${p.idcard.slice(12, 14)}`,
      marital: p.marital,
    } as ValidProfile;
    await insertProfile(q, vault, {
      accountId: account.id,
      profile,
      mobile: p.mobile,
      relation: 'self',
    });
  }
  const { mode0, mode1, mode2, mode3, marital, race } = companyPeople;
  await raceRelatives(q, vault, race.mobile);
  for (let i = 0; i < RACE_APPOINTMENTS; i++)
    await appointment(q, vault, race, { batch: RACE_BATCH_ID, group: 7 });
  await appointment(q, vault, mode0, { batch: 1, group: 1 });
  await appointment(q, vault, mode1, { batch: 1, group: 2 });
  await appointment(q, vault, mode2, { batch: 2, group: 3 });
  await appointment(q, vault, mode3, { batch: 2, group: 4 });
  await appointment(q, vault, marital, { batch: 1, group: 1 });

  // 李四's: 张三's user centre stays as the account tests know it (no company appointments).
  const li = demoUsers[1] && {
    name: demoUsers[1].name,
    idcard: idOf(demoUsers[1].idBody),
    mobile: demoUsers[1].mobile,
  };
  if (li) {
    await appointment(q, vault, li, { batch: 2, group: 6, status: 2, daysAgo: 420 });
    await appointment(q, vault, li, {
      batch: 1,
      group: 1,
      status: 1,
      daysAgo: 20,
      day: weekdayAhead(7),
    });
    await appointment(q, vault, li, { batch: 1, group: 2, daysAgo: 3 });
    await appointment(q, vault, li, { batch: 2, group: 4, daysAgo: 5 });
  }
}
