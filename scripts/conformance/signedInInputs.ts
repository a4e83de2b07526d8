// What each signed-in read is asked with: the account's own ids, taken from the answers of
// the reads before it (its profiles, then their exams, sheets and company appointments). A
// read whose input no earlier answer gives (no published report, no sheet) is skipped with
// the reason, never counted as a pass.
import { isPublished } from '../../src/rules/reports.ts';
import type { Answers, Query } from './inputs.ts';

/**
 * POST calls that only read: the check makes these and no other POST, so it never changes
 * the account's data (no booking, no sheet, no rating).
 */
export const POST_READS = ['checkPasswordExpire', 'checkUserSurvey', 'companySchedules'];

/**
 * When each read made as the account is asked: a read takes its ids from reads of an
 * earlier stage. Unlisted signed-in reads are at stage 2; the public reads come before.
 */
export const SIGNED_IN_STAGE: Record<string, number> = {
  examRecords: 3,
  externalReports: 3,
  userOrder: 3,
  userSurveyDetail: 3,
  surveyPlan: 3,
  checkUserSurvey: 3,
  unitOrderRecord: 3,
  companyGroups: 3,
  companySchedules: 3,
  companyGroupDetails: 3,
  companyComboCategories: 3,
  reportQuery: 4,
  ratingRecord: 4,
  reportCompare: 4,
  pdfReport: 4,
  doctorSummary: 4,
  bookingReminders: 3,
  reportTrend: 5,
};

/**
 * Reads a backend answers only on the day of the account's exam: on another day a refusal
 * (a 4xx code) says there is nothing to show, so the call is listed as skipped with the
 * refusal, its answer not checked and not counted as a pass.
 */
export const ANSWERED_ON_EXAM_DAY = ['myQueueState', 'examInfo'];

type Row = Record<string, unknown>;
const rows = (answer: unknown): Row[] => (Array.isArray(answer) ? (answer as Row[]) : []);

/** The account holder's own profile, else its first: whose exams and sheets are read. */
const selfProfile = (answers: Answers) => {
  const profiles = rows(answers.profileList);
  return profiles.find((p) => p.relation === 'self') ?? profiles[0];
};

/** The published exams of that profile, newest first as the list gives them. */
const publishedExams = (answers: Answers) =>
  rows(answers.examRecords).filter(
    (e) =>
      typeof e.zjzt === 'number' && isPublished({ zjzt: e.zjzt, qcResult: String(e.qcResult) }),
  );

/**
 * The exam whose report is read: a rated one, else the oldest. The spec's rating gate
 * (rating_before_report) holds back a report under 180 days old until it is rated, and the
 * check rates nothing.
 */
const readableExam = (exams: Row[]) => exams.find((e) => e.is_rated === true) ?? exams.at(-1);

/** The first item of the report that has a value, with that value's node. */
function firstValue(report: unknown): { item: string; node: string } | undefined {
  for (const item of rows((report as Row | undefined)?.items)) {
    const [first] = rows(item.result);
    if (typeof item.item_name === 'string' && typeof first?.node_name === 'string')
      return { item: item.item_name, node: first.node_name };
  }
  return undefined;
}

/** A value a read needs: what it is and which earlier read answers it. */
type Need = readonly [value: Row | undefined, what: string, from: string];

/** The query when every value it needs is known, else which earlier answer lacked it. */
function ask(needs: readonly Need[], query: () => Row): Query | string {
  const lacking = needs.find(([value]) => !value);
  return lacking ? `no ${lacking[1]} in the answer of ${lacking[2]}` : (query() as Query);
}

/** The input of one signed-in read, or why it cannot be made; undefined for a public read. */
export function signedInInputs(
  name: string,
  hospId: number,
  answers: Answers,
): Query | string | undefined {
  const published = publishedExams(answers);
  const login = answers.passwordLogin as Row | undefined;
  const profile = selfProfile(answers);
  const pkg = rows(answers.packageList)[0];
  const order = rows(answers.userOrders)[0];
  const sheet = rows(answers.userSurveys).find((s) => s.profileActive === true);
  const appt = rows(answers.companyAppointments)[0];
  const exam = readableExam(published);
  const second = published[1];
  const pdf = readableExam(published.filter((e) => e.pdfEnable === true && e.reportKey));
  const value = firstValue(answers.reportQuery);
  const LOGIN: Need = [login, 'account', 'passwordLogin'];
  const PROFILE: Need = [profile, 'profile', 'profileList'];
  const PACKAGE: Need = [pkg, 'package', 'packageList'];
  const SHEET: Need = [sheet, 'open questionnaire sheet', 'userSurveys'];
  const APPT: Need = [appt, 'appointment', 'companyAppointments'];
  const EXAM: Need = [exam, 'published exam', 'examRecords'];
  switch (name) {
    case 'checkPasswordExpire':
    case 'ratingList':
      return {};
    case 'getUserState':
    case 'myQueueState':
      return { hospId };
    case 'feedbackList':
    case 'examInfo':
    case 'userSurveys':
    case 'companyAppointments':
    case 'teamRequirement':
      return { hospid: hospId };
    case 'profileList':
      return ask([LOGIN], () => ({ account_id: login!.id }));
    case 'userOrders':
      return ask([LOGIN], () => ({ hospId, userId: login!.id }));
    case 'userOrder':
      return ask([[order, 'order', 'userOrders']], () => ({ hospId, orderNo: order!.orderNo }));
    case 'examRecords':
    case 'externalReports':
      return ask([PROFILE], () => ({ hospId, profileId: profile!.id }));
    case 'unitOrderRecord':
      // The profile's ID number as the list answered it: encrypted, as sfzh is sent.
      return ask([PROFILE], () => ({ hospid: hospId, sfzh: profile!.idcard }));
    case 'checkUserSurvey':
      return ask([PROFILE, PACKAGE], () => ({
        hospId,
        profileId: profile!.id,
        packageId: pkg!.id,
      }));
    case 'userSurveyDetail':
      return ask([SHEET], () => ({ id: sheet!.id }));
    case 'surveyPlan':
      return ask([SHEET, PACKAGE], () => ({
        hospid: hospId,
        packageId: pkg!.id,
        userSurveyId: sheet!.id,
      }));
    case 'companyGroups':
      return ask([APPT], () => ({ apptId: appt!.id }));
    case 'companySchedules':
      return ask([APPT], () => ({ hospId, apptId: appt!.id }));
    case 'companyGroupDetails':
    case 'companyComboCategories':
      return ask([APPT], () => ({ groupId: appt!.groupId }));
    case 'reportQuery':
    case 'ratingRecord':
    case 'doctorSummary':
      return ask([EXAM], () => ({ hospId, tjbh: exam!.tjbh }));
    case 'bookingReminders':
      return ask([[order, 'order', 'userOrders']], () => ({ booking: 'personal', id: order!.id }));
    // The two oldest: the rating gate holds back every compared exam, so the newest, under
    // 180 days and unrated, would refuse the comparison as its report does.
    case 'reportCompare':
      return ask([[second, 'second published exam', 'examRecords']], () => ({
        hospId,
        tjbh: `${String(published.at(-2)!.tjbh)},${String(published.at(-1)!.tjbh)}`,
      }));
    case 'pdfReport':
      return ask([[pdf, 'published exam with a PDF', 'examRecords']], () => ({
        hospId,
        reportKey: pdf!.reportKey,
        name: pdf!.name,
      }));
    case 'reportTrend':
      return ask([EXAM, [value, 'value', 'reportQuery']], () => ({
        hospId,
        tjbh: exam!.tjbh,
        ...value,
      }));
    default:
      return undefined;
  }
}
