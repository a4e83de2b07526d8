import { readStored, writeStored } from '@/platform/storage';
import { parseStoredObject } from '@/rules/storedObject';
import { SURVEY_CACHE_MS, type SurveyAnswers } from '@/rules/surveyRules';

/** An unfinished survey kept on the phone: where the person was and what they answered. */
export interface SurveyDraft {
  index: number;
  history: number[];
  answers: SurveyAnswers;
  savedAt: number;
}

const keyOf = (surveyId: number, profileId: number) => `surveyDraft:${surveyId}:${profileId}`;

/** The kept draft, or null when there is none, it is garbled, or older than 7 days. */
export function readDraft(
  surveyId: number,
  profileId: number,
  now = Date.now(),
): SurveyDraft | null {
  const v = parseStoredObject(readStored(keyOf(surveyId, profileId)));
  if (!v) return null;
  const { index, history, answers, savedAt } = v;
  if (
    typeof index !== 'number' ||
    !Array.isArray(history) ||
    typeof answers !== 'object' ||
    answers === null ||
    typeof savedAt !== 'number'
  )
    return null;
  if (now - savedAt > SURVEY_CACHE_MS) {
    clearDraft(surveyId, profileId);
    return null;
  }
  return { index, history: history as number[], answers: answers as SurveyAnswers, savedAt };
}

export function writeDraft(surveyId: number, profileId: number, draft: SurveyDraft) {
  writeStored(keyOf(surveyId, profileId), JSON.stringify(draft));
}

export function clearDraft(surveyId: number, profileId: number) {
  writeStored(keyOf(surveyId, profileId), null);
}
