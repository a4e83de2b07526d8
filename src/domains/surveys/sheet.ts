import type { Profile, SaveSurveyBody, Survey } from '@/contract';
import { surveyAge, type SurveyAnswers, type SurveyPerson } from '@/rules/surveyRules';
import { sheetOutcome } from '@/rules/surveySheet';

/** The person as the rules see them: age from the birth date (40 when unknown). */
export const personOf = (p: Pick<Profile, 'sex' | 'birth' | 'marital'>, today = new Date()) =>
  ({ sex: p.sex, age: surveyAge(p.birth, today), marital: p.marital }) satisfies SurveyPerson;

/** Who fills the sheet: the branch, the signed-in account and the person assessed. */
export interface SheetOwner {
  hospId: number;
  accountId: number;
  profile: Pick<Profile, 'id' | 'name'>;
}

/**
 * The body of saveSurvey: document 2's saved survey, every field, worked out by the same
 * rules the server runs (src/rules/surveySheet.ts). A backend built to the spec stores it as
 * it comes; the reference server works it out again from the answers.
 */
export function saveBody(
  owner: SheetOwner,
  survey: Survey,
  person: SurveyPerson,
  answers: SurveyAnswers,
): SaveSurveyBody {
  const sheet = sheetOutcome(survey, person, answers);
  return {
    id: 0,
    hosp_id: owner.hospId,
    survey_id: survey.id,
    account_id: owner.accountId,
    profile_id: owner.profile.id,
    name: owner.profile.name,
    jlzt: 1,
    unnormal_flag: sheet.unnormal,
    survey_result: sheet.result,
    recommended_package: sheet.recommended.packages,
    recommended_combo: sheet.recommended.combos,
    recommended_item: sheet.recommended.items,
    filter_package: sheet.filtered.packages,
    filter_combo: sheet.filtered.combos,
    filter_item: sheet.filtered.items,
    matchRuleIds: sheet.ruleIds,
  };
}
