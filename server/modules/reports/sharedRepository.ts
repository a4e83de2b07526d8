import { firstRow, type Queryable } from '../../db/db.ts';
import { samePerson } from '../people/index.ts';

// What the shares module reads of an exam, as named reads of the reports module: the exam a
// share is made of, and what a share's reader reads of it and of its person (only the sex
// and the birth, for the age). The report's items and imaging are examItems and risReports.

/** An exam of one of the account's bound people, as a share is made of it. */
export interface ShareableExam {
  exam_id: number;
  profile_id: number;
  hosp_id: number;
  tjrq: string;
  zjzt: number;
  qc_result: string;
  is_rated: boolean;
  pdf_enable: boolean;
}

export function shareableExam(q: Queryable, accountId: number, tjbh: string) {
  return firstRow<ShareableExam>(
    q,
    `SELECT e.id AS exam_id, p.id AS profile_id, e.hosp_id, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq,
            e.zjzt, e.qc_result, e.pdf_enable,
            EXISTS (SELECT 1 FROM exam_ratings r WHERE r.exam_id = e.id) AS is_rated
       FROM exams e JOIN user_profiles p ON ${samePerson('p', 'e')}
        AND p.account_id = $1 AND p.jlzt = 1
      WHERE e.tjbh = $2 ORDER BY p.is_self DESC, p.id LIMIT 1`,
    [accountId, tjbh],
  );
}

interface SharedExamRow {
  hosp_id: number;
  tjbh: string;
  tjrq: string;
  name: string;
  sex: 1 | 2;
  birth: string | null;
  summary: string;
  advice: string;
  zjzt: number;
  qc_result: string;
  pdf_enable: boolean;
  is_rated: boolean;
}

/**
 * The shared exam, what the reports' gate reads of it, and its person's sex and birth date
 * (the reader shows the age on the exam's day): nothing else of them.
 */
export function sharedExam(q: Queryable, examId: number, profileId: number) {
  return firstRow<SharedExamRow>(
    q,
    `SELECT e.hosp_id, e.tjbh, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq, e.name, p.sex,
            to_char(p.birth, 'YYYY-MM-DD') AS birth, e.summary, e.advice,
            e.zjzt, e.qc_result, e.pdf_enable,
            EXISTS (SELECT 1 FROM exam_ratings r WHERE r.exam_id = e.id) AS is_rated
       FROM exams e JOIN user_profiles p ON p.id = $2 WHERE e.id = $1`,
    [examId, profileId],
  );
}
