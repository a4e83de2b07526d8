// What each public read is asked with: the branch, and ids taken from the answers of the
// reads before it (a package of the list, an article of the first page). A read that needs
// something only the outside world gives (a WeChat code, a partner's ticket) is skipped,
// with the reason. The signed-in reads' inputs are in signedInInputs.ts.
import { SIGNED_IN_STAGE, signedInInputs } from './signedInInputs.ts';

/** The public reads others take their ids from: asked first. */
const ASKED_FIRST = ['packageList', 'articleList', 'surveyInfo'];

/**
 * Whether a read is made as the test account: a signed-in read, or a public one whose input
 * only the account's answers give (a report's PDF, by the key its exam list answers).
 */
export const asAccount = (name: string, isPublic: boolean): boolean =>
  !isPublic || name in SIGNED_IN_STAGE;

/**
 * When a read is asked: the lists others take their ids from first, then the rest of the
 * public reads, then the reads made as the account by their stage (after the login).
 */
export const stageOf = (name: string, isPublic: boolean): number =>
  ASKED_FIRST.includes(name) ? 0 : (SIGNED_IN_STAGE[name] ?? (isPublic ? 1 : 2));

/** The data of each read answered so far (and of the login), by endpoint name. */
export type Answers = Record<string, unknown>;

export type Query = Record<string, string | number>;

const firstId = (list: unknown): number | undefined => {
  const rows = Array.isArray(list) ? list : (list as { data?: unknown } | undefined)?.data;
  const id = Array.isArray(rows) ? (rows[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'number' ? id : undefined;
};

/** The input of one read (its query, or its body for a POST read), or why it cannot be made. */
export function readInputs(
  name: string,
  hospId: number,
  answers: Answers,
  unionCode?: string,
): Query | string {
  const signedIn = signedInInputs(name, hospId, answers);
  if (signedIn !== undefined) return signedIn;
  const packageId = firstId(answers.packageList);
  const withId = (id: number | undefined, query: Query, what: string) =>
    id === undefined ? `no ${what} to ask for (the list before it was empty or refused)` : query;
  switch (name) {
    case 'hospEnv':
    case 'captcha':
    case 'getCaptcha':
      return {};
    case 'hospInfo':
      return { id: hospId };
    case 'recommendedPackages':
      return { hospId, topNumber: 10 };
    case 'articleList':
      return { hospId, cate: '', offset: 0, limit: 10 };
    case 'packageFind':
      return withId(packageId, { hospid: hospId, id: packageId ?? 0 }, 'package');
    case 'customizedProject':
      return withId(packageId, { hospid: hospId, packageId: packageId ?? 0 }, 'package');
    case 'articleGet': {
      const id = firstId(answers.articleList);
      return withId(id, { hospId, id: id ?? 0 }, 'article');
    }
    case 'surveyDetail': {
      const id = firstId(answers.surveyInfo);
      return withId(id, { hospid: hospId, surveyId: id ?? 0 }, 'questionnaire');
    }
    case 'surveyInfo':
      return { hospid: hospId };
    case 'unionHospitals':
      return unionCode ? { code: unionCode } : 'needs a union code: pass --union (of a union link)';
    case 'wxAuth':
      return 'needs a WeChat authorisation code';
    case 'ssoGetUser':
      return "needs a partner portal's auth_code";
    case 'jssdkSignature':
      return 'needs the page address WeChat signs for';
    default:
      return { hospId };
  }
}
