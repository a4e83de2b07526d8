// What each public read is asked with: the branch, and ids taken from the answers of the
// reads before it (a package of the list, an article of the first page). A read that needs
// something only the outside world gives (a WeChat code, a partner's ticket) is skipped,
// with the reason.

/** The reads others take their ids from: asked first. */
export const ASKED_FIRST = ['packageList', 'articleList', 'surveyInfo'];

/** The data of each read answered so far, by endpoint name. */
export type Answers = Record<string, unknown>;

type Query = Record<string, string | number>;

const firstId = (list: unknown): number | undefined => {
  const rows = Array.isArray(list) ? list : (list as { data?: unknown } | undefined)?.data;
  const id = Array.isArray(rows) ? (rows[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'number' ? id : undefined;
};

/** The query of one read, or why it cannot be made. */
export function readInputs(name: string, hospId: number, answers: Answers): Query | string {
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
      return 'needs a union code (the link a union page is opened with)';
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
