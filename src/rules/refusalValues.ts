// The numbers the refusals quote: locales/<lang>/refusals.json and server.json write them as
// {{placeholders}} so the words and the rules cannot drift apart. The server fills them in
// once at start-up; the app passes the same object with each refusal (src/kit/refusalText.ts).
import { EXT_FIELD_MAX, TEAM_NAME_MAX, TEAM_REMARK_MAX } from './company';
import { FEEDBACK_DAILY_LIMIT, FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from './feedback';
import { PASSWORD_MAX_AGE_DAYS, PASSWORD_MIN } from './passwordPolicy';
import { BOOKING_WINDOW_DAYS } from './schedule';
import { SURVEY_TEXT_MAX } from './surveyRules';

export const REFUSAL_VALUES = {
  passwordMin: PASSWORD_MIN,
  passwordMaxAgeDays: PASSWORD_MAX_AGE_DAYS,
  bookingWindowDays: BOOKING_WINDOW_DAYS,
  feedbackMin: FEEDBACK_MIN_LENGTH,
  feedbackMax: FEEDBACK_MAX_LENGTH,
  feedbackDailyLimit: FEEDBACK_DAILY_LIMIT,
  teamNameMax: TEAM_NAME_MAX,
  teamRemarkMax: TEAM_REMARK_MAX,
  extFieldMax: EXT_FIELD_MAX,
  surveyTextMax: SURVEY_TEXT_MAX,
} as const;
