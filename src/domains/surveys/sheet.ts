import type { Profile, SaveSurveyBody, Survey, SurveyResultInput } from '@/contract';
import {
  ageOn,
  effectiveAnswers,
  recommend,
  type SurveyAnswers,
  type SurveyPerson,
} from '@/rules/surveyRules';

/** The person as the rules see them: age from the birth date (40 when unknown). */
export const personOf = (p: Pick<Profile, 'sex' | 'birth' | 'marital'>, today = new Date()) =>
  ({ sex: p.sex, age: ageOn(p.birth, today), marital: p.marital }) satisfies SurveyPerson;

/** The answers on the path the rules take, as saveSurvey reads them. */
export function resultOf(
  survey: Survey,
  person: SurveyPerson,
  answers: SurveyAnswers,
): SurveyResultInput[] {
  const kept = effectiveAnswers(survey.questions, person, answers);
  return survey.questions
    .filter((q) => kept[q.id])
    .map((q) => {
      const a = kept[q.id]!;
      const extra = Object.entries(a.extras)
        .filter(([v]) => a.values.includes(v))
        .map(([option_value, text]) => ({ option_value, text }));
      return {
        question_id: q.id,
        option_value: q.type === 3 ? [] : a.values,
        ...(q.type === 3 ? { text: a.text } : {}),
        ...(extra.length > 0 ? { extra_text: extra } : {}),
      };
    });
}

/** The body of saveSurvey: the answers only; the server decides what they recommend. */
export function saveBody(
  hospId: number,
  survey: Survey,
  profileId: number,
  person: SurveyPerson,
  answers: SurveyAnswers,
): SaveSurveyBody {
  return {
    hosp_id: hospId,
    survey_id: survey.id,
    profile_id: profileId,
    survey_result: resultOf(survey, person, answers),
  };
}

/** What the app's own run of the rules recommends (the complete screen's summary). */
export const localRecommendation = (survey: Survey, person: SurveyPerson, answers: SurveyAnswers) =>
  recommend(survey, person, answers);
