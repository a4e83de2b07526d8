import { HEALTH_SURVEY_ID } from '../seeds/seedSurveys.ts';

/** Question 7 (past illnesses) of the health questionnaire, as a sheet answers it. */
type IllnessAnswer = {
  option_value: string[];
  extra_text?: Array<{ option_value: string; text: string }>;
};

/**
 * A full answer of the health questionnaire: a smoker of 25 a day who drinks often and eats
 * salty food, with no past illness unless `illness` names one.
 */
export const smokerSheet = (
  profileId: number,
  illness: IllnessAnswer = { option_value: ['none'] },
) => ({
  hosp_id: 1,
  survey_id: HEALTH_SURVEY_ID,
  profile_id: profileId,
  survey_result: [
    { question_id: 1, option_value: ['3'] },
    { question_id: 2, option_value: ['25'] },
    { question_id: 3, option_value: ['15'] },
    { question_id: 4, option_value: ['3'] },
    { question_id: 5, option_value: ['salty'] },
    { question_id: 6, option_value: ['4'] },
    { question_id: 7, ...illness },
    { question_id: 8, option_value: ['2'] },
    { question_id: 11, option_value: ['2'] },
    { question_id: 13, option_value: [], text: '久坐办公' },
  ],
});
