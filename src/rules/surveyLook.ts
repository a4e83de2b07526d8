// How the fill page shows where the patient is and what kind of survey it is (document 2,
// section 4 "Survey" and section 9): pure, so the rule is tested apart from the page.

/**
 * The progress bar in percent: the current question's index (0-based, its place in the
 * questionnaire) over the number of questions, as the spec says. The first question shows
 * 0 and only the complete screen 100: nothing is counted before it is answered.
 */
export function surveyProgress(index: number, count: number): number {
  if (!(count > 0)) return 0;
  const at = Math.min(Math.max(index, 0), count);
  return Math.round((at / count) * 100);
}

/** The two backgrounds of section 9: survey_type 0 assesses and recommends, any other asks. */
export type SurveyLook = 'assessment' | 'questionnaire';

export function surveyLook(surveyType: number | null | undefined): SurveyLook {
  return surveyType === 0 ? 'assessment' : 'questionnaire';
}
