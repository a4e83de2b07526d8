import { firstRow, type Queryable } from '../../db/db.ts';

// What a share's reader reads of its exam's person: only the sex and the birth (for the age). The report's
// items and imaging come from the reports module's face.

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
