import { randomBytes } from 'node:crypto';
import { markFor, statusOfMark } from '../../src/rules/reports.ts';
import { samePerson } from '../modules/people/index.ts';
import { RATING_ITEMS } from '../modules/reports/index.ts';
import type { Queryable } from '../db/db.ts';
import { OPEN_HOSP_ID, demoUsers } from './seedData.ts';
import * as r from './seedReportData.ts';

/** Days before the seed of each person's exams, oldest first; null marks the one in progress. */
const EXAM_AGES = [1050, 700, 340, 30];
const IN_PROGRESS_AGE = 2;
/** Values that do not scale with a person's build: the same for everyone. */
const FIXED = new Set(['身高', '尿比重']);

interface Person {
  name: string;
  sex: number;
  idcard_hmac: string;
  mobile_hmac: string;
}

const reportKey = () => randomBytes(18).toString('base64url');
const day = (ageDays: number, now: Date) =>
  new Date(now.getTime() - ageDays * 86_400_000).toISOString().slice(0, 10);

async function insertExam(q: Queryable, row: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(row);
  const [made] = await q.query<{ id: number }>(
    `INSERT INTO exams (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return made!.id;
}

async function insertItem(
  q: Queryable,
  examId: number,
  sort: number,
  item: { type: number; name: string; doctor: string; progress: string; comment?: string },
): Promise<number> {
  const [made] = await q.query<{ id: number }>(
    `INSERT INTO exam_items (exam_id, sort, item_type, item_name, exam_doc_name, comment, progress)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [examId, sort, item.type, item.name, item.doctor, item.comment ?? '', item.progress],
  );
  return made!.id;
}

/** One published exam: every panel's values for this person at this point of their drift. */
async function publishedExam(
  q: Queryable,
  p: { person: Person; index: number; step: number; age: number; last: boolean; now: Date },
) {
  const { person, index, step, age, last, now } = p;
  const tjrq = day(age, now);
  // Each person's values sit a little apart, so two people's trends differ.
  const factor = 0.94 + 0.05 * (index % 4);
  const abnormal: string[] = [];
  const examId = await insertExam(q, {
    tjbh: `T${tjrq.replaceAll('-', '')}${String(index + 1).padStart(2, '0')}${step}`,
    hosp_id: OPEN_HOSP_ID,
    idcard_hmac: person.idcard_hmac,
    name: person.name,
    mobile_hmac: person.mobile_hmac,
    tjrq,
    tjzt: 3,
    zjzt: 1,
    qc_result: '1',
    chief_doctor_name: r.chiefDoctor,
    report_time: `${day(age - 5, now)}T09:30:00+08:00`,
    verify_doctor_name: r.verifyDoctor,
    verify_time: `${day(age - 6, now)}T16:00:00+08:00`,
    report_key: reportKey(),
    // The oldest report predates PDF download: its button stays hidden.
    pdf_enable: step > 0,
  });
  let sort = 0;
  for (const panel of r.panels) {
    const itemId = await insertItem(q, examId, ++sort, { ...panel, progress: '已完成' });
    let node = 0;
    for (const [name, unit, male, base, drift, decimals, female] of panel.nodes) {
      const ref = person.sex === 2 && female ? female : male;
      const value = ((base + drift * step) * (FIXED.has(name) ? 1 : factor)).toFixed(decimals);
      const mark = ref ? markFor(value, ref) : null;
      if (mark) abnormal.push(`${name}${mark === '\u2193' ? '偏低' : '偏高'}`);
      await q.query(
        `INSERT INTO exam_results (exam_item_id, sort, node_name, node_result, prompt, ref_value, unit, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [itemId, ++node, name, value, mark ?? '', ref, unit, statusOfMark(mark)],
      );
    }
    for (const [name, result, ref] of panel.texts ?? []) {
      // The latest urine test of every other person shows a trace of blood protein.
      const text = last && index % 2 === 0 && name === '尿蛋白' ? '弱阳性(±)' : result;
      const mark = ref ? markFor(text, ref) : null;
      if (mark) abnormal.push(`${name}${text}`);
      await q.query(
        `INSERT INTO exam_results (exam_item_id, sort, node_name, node_result, prompt, ref_value, unit, status)
         VALUES ($1, $2, $3, $4, $5, $6, '', $7)`,
        [itemId, ++node, name, text, mark ?? '', ref, statusOfMark(mark)],
      );
    }
  }
  const later = step >= 2;
  const adviceLines = abnormal
    .map((a) => r.advice[a.replace(/(偏高|偏低|弱阳性\(±\))$/, '')])
    .filter((a): a is string => a !== undefined);
  let repno = 0;
  for (const ris of r.imaging) {
    const [finding, conclusion] = later ? ris.later : ris.normal;
    await insertItem(q, examId, ++sort, {
      type: 1,
      name: ris.name,
      doctor: ris.doctor,
      progress: '已完成',
    });
    await q.query(
      `INSERT INTO exam_ris_reports (exam_id, repno, report_name, finding, conclusion, exam_doc_name)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [examId, `R${examId}${++repno}`, ris.name, finding, conclusion, ris.doctor],
    );
    const extra = r.imagingAdvice[ris.name];
    if (later && extra) {
      abnormal.push(conclusion.replace(/。$/, ''));
      adviceLines.push(extra);
    }
  }
  const summary =
    abnormal.length === 0
      ? '本次体检各项检查结果未见明显异常。'
      : abnormal.map((a, i) => `${i + 1}. ${a}`).join('\n');
  const adviceText = [...new Set(adviceLines)].map((a, i) => `${i + 1}. ${a}`).join('\n');
  await q.query('UPDATE exams SET summary = $2, advice = $3 WHERE id = $1', [
    examId,
    summary,
    adviceText || '保持健康的生活方式，建议每年定期体检。',
  ]);
}

/** An exam whose items are partly done: no report, no PDF key yet. */
async function inProgressExam(q: Queryable, person: Person, index: number, now: Date) {
  const tjrq = day(IN_PROGRESS_AGE, now);
  const examId = await insertExam(q, {
    tjbh: `T${tjrq.replaceAll('-', '')}${String(index + 1).padStart(2, '0')}9`,
    hosp_id: OPEN_HOSP_ID,
    idcard_hmac: person.idcard_hmac,
    name: person.name,
    mobile_hmac: person.mobile_hmac,
    tjrq,
    tjzt: 2,
    zjzt: 0,
    qc_result: '',
  });
  let sort = 0;
  for (const panel of r.panels)
    await insertItem(q, examId, ++sort, {
      ...panel,
      progress: panel.type === 2 ? '检验中' : '已完成',
    });
  for (const ris of r.imaging)
    await insertItem(q, examId, ++sort, {
      type: 1,
      name: ris.name,
      doctor: ris.doctor,
      progress: '待出报告',
    });
}

async function externalReports(q: Queryable, person: Person, index: number, now: Date) {
  await q.query(
    `INSERT INTO external_reports (hosp_id, idcard_hmac, name, mobile_hmac, tjbh, inspection_item_name,
       report_date, report_data_type, report_url, report_key, content)
     VALUES ($1, $2, $3, $11, $4, '外院心脏彩超', $5, 'link', $6, NULL, ''),
            ($1, $2, $3, $11, $7, '外院胃镜检查报告', $8, 'pdf', $9, $9, $10)`,
    [
      OPEN_HOSP_ID,
      person.idcard_hmac,
      person.name,
      `W2025${index}01`,
      day(200, now),
      `https://www.example.com/external-report/W2025${index}01`,
      `W2025${index}02`,
      day(120, now),
      reportKey(),
      '检查所见：食管黏膜光滑，贲门开闭好；胃窦黏膜红白相间，以红为主。\n检查结论：慢性非萎缩性胃炎。\n建议：规律饮食，忌辛辣刺激，必要时消化内科随诊。',
      person.mobile_hmac,
    ],
  );
}

/**
 * The first demo patient has rated his latest visit, so his report opens at once (the demo's
 * and the report journeys' patient); everyone else's latest waits behind the rating gate.
 */
async function rateLatestOf(q: Queryable, mobile: string) {
  await q.query(
    `INSERT INTO exam_ratings (exam_id, account_id, profile_id, total_rating, rating_items, comment)
     SELECT e.id, a.id, p.id, 5, $2::jsonb, $3
       FROM user_accounts a
       JOIN user_profiles p ON p.account_id = a.id AND p.is_self AND p.jlzt = 1
       JOIN exams e ON ${samePerson('p', 'e')} AND e.zjzt > 0
      WHERE a.mobile = $1
      ORDER BY e.tjrq DESC LIMIT 1`,
    [
      mobile,
      JSON.stringify(RATING_ITEMS.map((item_name) => ({ item_name, rating: 5 }))),
      '流程顺畅，医生讲解很仔细',
    ],
  );
}

/**
 * One person's exams: four for every other `index` (and one in progress), three for the rest.
 * `index` sets the exam numbers, so two persons' must differ.
 */
async function historyOf(q: Queryable, person: Person, index: number, now: Date) {
  const ages = index % 2 === 0 ? EXAM_AGES : EXAM_AGES.slice(1);
  for (const [step, age] of ages.entries())
    await publishedExam(q, { person, index, step, age, last: step === ages.length - 1, now });
  if (index % 2 === 0) await inProgressExam(q, person, index, now);
}

/**
 * A demo person's history for an account a journey made for itself (the test window
 * `/api/dev/examHistory`): its self profile's exams, the latest a month old and unrated, so a
 * journey that rates it shares its gated exam with no other. The account's id makes the exam
 * numbers its own (a seeded person's index is under 10).
 */
export async function seedHistoryOfAccount(q: Queryable, accountId: number, now = new Date()) {
  const [person] = await q.query<Person>(
    `SELECT p.name, p.sex, p.idcard_hmac, p.mobile_hmac FROM user_profiles p
      WHERE p.account_id = $1 AND p.is_self AND p.jlzt = 1`,
    [accountId],
  );
  if (!person) return false;
  await historyOf(q, person, 100 + accountId * 2, now);
  return true;
}

/**
 * Three years of exams for every demo person (account holders and relatives): three
 * published, the latest a month old and unrated (the rating gate) but the first patient's,
 * and one in progress for every other person; the first and the booking journeys' account
 * get one external report as a link and one as a PDF.
 */
export async function seedReports(q: Queryable, now = new Date()) {
  const persons = await q.query<Person & { mobile: string }>(
    `SELECT DISTINCT ON (p.idcard_hmac, p.name) p.name, p.sex, p.idcard_hmac, p.mobile_hmac, a.mobile
       FROM user_profiles p JOIN user_accounts a ON a.id = p.account_id
      WHERE a.mobile = ANY($1::text[]) AND p.jlzt = 1
      ORDER BY p.idcard_hmac, p.name, p.id`,
    [demoUsers.map((u) => u.mobile)],
  );
  persons.sort((a, b) => a.mobile.localeCompare(b.mobile) || a.name.localeCompare(b.name));
  for (const [index, person] of persons.entries()) await historyOf(q, person, index, now);
  const withExternal = new Set([demoUsers[0]?.mobile, demoUsers[3]?.mobile]);
  for (const [index, person] of persons.entries())
    if (withExternal.has(person.mobile) && demoUsers.some((u) => u.name === person.name))
      await externalReports(q, person, index, now);
  if (demoUsers[0]) await rateLatestOf(q, demoUsers[0].mobile);
}
