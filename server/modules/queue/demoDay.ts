import { randomInt } from 'node:crypto';
import { addDays, chinaToday } from '../../../src/rules/schedule.ts';
import type { Queryable } from '../../db/db.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { sha256 } from '../../plugins/crypto/secrets.ts';
import { accountsByMobiles } from '../auth/index.ts';
import { insertVisit, moveVisit, selfPersonOf, visitDays, type VisitPerson } from './repository.ts';

/** The rooms of the demo day, in the order a patient goes (src/rules/queue.ts walks it). */
export const DEMO_PLAN = [
  {
    task: '一般检查',
    room: '一楼 101 一般检查室',
    ahead: 4,
    minutes: 3,
    remark: '身高、体重、血压',
    notice: '请脱鞋测量身高体重',
  },
  {
    task: '抽血',
    room: '一楼 105 采血室',
    ahead: 6,
    minutes: 2,
    remark: '空腹项目',
    notice: '需空腹，采血后按压针眼 5 分钟',
  },
  { task: '内科', room: '二楼 201 内科诊室', ahead: 2, minutes: 5, remark: '', notice: '' },
  { task: '外科', room: '二楼 203 外科诊室', ahead: 1, minutes: 4, remark: '', notice: '' },
  {
    task: '心电图',
    room: '二楼 208 心电图室',
    ahead: 3,
    minutes: 5,
    remark: '',
    notice: '检查前请静坐休息 5 分钟',
  },
  {
    task: '腹部彩超',
    room: '三楼 302 彩超室',
    ahead: 5,
    minutes: 10,
    remark: '空腹项目',
    notice: '需空腹，检查前请勿进食',
  },
  {
    task: '胸部 DR',
    room: '三楼 310 放射科',
    ahead: 2,
    minutes: 3,
    remark: '',
    notice: '请取下金属饰品；孕妇请告知医生',
  },
  { task: '眼科', room: '二楼 210 眼科诊室', ahead: 1, minutes: 4, remark: '', notice: '' },
] as const;

const NOTICE =
  '请携带身份证件，按导检单顺序到各科室检查；抽血及腹部彩超需空腹，完成后可在一楼用早餐。';

/**
 * The demo patients (demo accounts' own people, so /queue and /guideline show them):
 * two are checked in today, minutes apart; the third's exam is tomorrow, so the queue
 * login shows "today's queue only". `day` is days from today; the keys are published.
 */
export const DEMO_VISITS = [
  {
    examNo: 'TJ900001',
    mobile: '13800000001',
    authKey: 'demo-queue-900001',
    day: 0,
    minutesAgo: 5,
    company: '杭州云帆科技有限公司',
    batch: '2026 年度员工体检',
    packageName: '入职体检套餐 A',
  },
  {
    examNo: 'TJ900003',
    mobile: '13800000003',
    authKey: 'demo-queue-900003',
    day: 0,
    minutesAgo: 40,
    company: '',
    batch: '',
    packageName: '女性全面体检套餐',
  },
  {
    examNo: 'TJ900002',
    mobile: '13800000002',
    authKey: 'demo-queue-900002',
    day: 1,
    minutesAgo: 0,
    company: '',
    batch: '',
    packageName: '中青年基础体检套餐',
  },
] as const;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Inserts one demo visit and the demo plan's tasks; the centre's SMS link carries `authKey`. */
function insertDemoVisit(
  q: Queryable,
  v: { examNo: string; mobile: string; authKey: string; day: string; checkedInAt: Date },
  person: VisitPerson,
  extra: { company: string; batch: string; packageName: string },
) {
  const visit = {
    tjbh: v.examNo,
    hospId: OPEN_HOSP_ID,
    mobile: v.mobile,
    examDate: v.day,
    checkedInAt: v.checkedInAt,
    authKeyHash: sha256(v.authKey),
    packageName: extra.packageName,
    companyName: extra.company,
    batchName: extra.batch,
    notice: NOTICE,
  };
  return insertVisit(q, visit, person, DEMO_PLAN);
}

/** Seed step: the demo visits, on the day the database is first started. */
export async function seedQueue(q: Queryable, now = new Date()) {
  const today = chinaToday(now);
  for (const v of DEMO_VISITS) {
    const [account] = await accountsByMobiles(q, [v.mobile]);
    const person = account && (await selfPersonOf(q, account.id));
    if (!person) continue;
    await insertDemoVisit(
      q,
      { ...v, day: addDays(today, v.day), checkedInAt: minutesBefore(now, v.minutesAgo) },
      person,
      v,
    );
  }
}

let rolledFor = '';

/**
 * Keeps the demo day current: a server running past midnight (or started on a database
 * seeded on an earlier day) moves the demo visits to today, checked in anew, once per day.
 */
export async function rollDemoDay(q: Queryable, now: Date) {
  const today = chinaToday(now);
  if (rolledFor === today) return;
  const days = await visitDays(
    q,
    DEMO_VISITS.map((v) => v.examNo),
  );
  for (const v of DEMO_VISITS) {
    const target = addDays(today, v.day);
    const on = days.find((d) => d.tjbh === v.examNo)?.exam_date;
    if (on !== undefined && on < target)
      await moveVisit(q, v.examNo, target, minutesBefore(now, v.minutesAgo));
  }
  rolledFor = today;
}

/** The test window's fresh patient: a visit today no other test touches. */
export async function freshVisit(q: Queryable, now: Date, minutesAgo: number) {
  const examNo = `TJ8${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const mobile = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const authKey = `test-${examNo}`;
  await insertDemoVisit(
    q,
    { examNo, mobile, authKey, day: chinaToday(now), checkedInAt: minutesBefore(now, minutesAgo) },
    { name: '测试患者', idcard_hmac: sha256(examNo), mobile_hmac: '' },
    { company: '', batch: '', packageName: '入职体检套餐 A' },
  );
  return { examNo, mobile, authKey };
}
