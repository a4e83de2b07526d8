// The reports module's face: exam reports, outside reports, trends and ratings.
export { reportsModule } from './routes.ts';
/** The items a patient rates: the demo seed rates one exam with them. */
export { RATING_ITEMS } from './messages.ts';
/** An exam's items and imaging reports, as its report detail has them: a share's reader reads them. */
export { examItems, risReports } from './service.ts';
/** The user centre's report count: the exams of the account's bound people. */
export { accountExamCount } from './service.ts';
/** What a share reads of its exam: the exam it is made of, and the reader's view of it. */
export { shareableExam, sharedExam } from './service.ts';
export type { ShareableExam } from './sharedRepository.ts';
/**
 * The one decision whether an exam's results may be revealed (the branch's switches,
 * published, the rating gate): every call that reveals results asks it, a share's too.
 */
export { refuseUnrevealed, type RevealedExam } from './reveal.ts';
/** The key a report's link carries (the PDF bench makes its own). */
export { makeReportKey } from './reportKeys.ts';
