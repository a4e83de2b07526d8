import { call } from '@/kit/api/call';
import {
  customizedProject,
  examTypes,
  packageFind,
  packageList,
  recommendedPackages,
} from '@/contract/calls/catalog';
import { checkUserSurvey, surveyPlan } from '@/contract/calls/surveys';
import type { PackageSort, SexFilter } from '@/contract';
import type { PageWindow } from '@/kit/query/usePagedQuery';

export const RECOMMENDED_TOP_NUMBER = 10;

export const packageApi = {
  recommended: (hospId: number) =>
    call(recommendedPackages, { hospId, topNumber: RECOMMENDED_TOP_NUMBER }),
};

/** What the package list shows: one exam type (null: all), for a sex (0: anyone), in an order. */
export interface PackageView {
  examTypeId: number | null;
  sex: SexFilter;
  sort: PackageSort;
}

export const packageListApi = {
  /** A page of the packages the view shows, filtered and ordered by the server. */
  list: (hospId: number, { examTypeId, sex, sort }: PackageView, window: PageWindow) =>
    call(packageList, {
      hospId,
      ...(examTypeId === null ? {} : { examTypeId }),
      sex,
      sort,
      ...window,
    }),
  examTypes: (hospId: number) => call(examTypes, { hospId }),
};

export const packageDetailApi = {
  find: (hospId: number, id: number) => call(packageFind, { hospid: hospId, id }),
};

export const bookingStartApi = {
  /** The questionnaire the package asks before booking, and how far the person got with it. */
  checkSurvey: (hospId: number, profileId: number, packageId: number) =>
    call(checkUserSurvey, { hospId, profileId, packageId }),
};

export const customizedApi = {
  // A plan shaped by the caller's own questionnaire is read signed in and never cached.
  get: (hospId: number, packageId: number, userSurveyId?: number | null) =>
    userSurveyId
      ? call(surveyPlan, { hospid: hospId, packageId, userSurveyId })
      : call(customizedProject, { hospid: hospId, packageId }),
};
