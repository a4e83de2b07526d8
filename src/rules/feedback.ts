import { FEEDBACK_TYPES } from '@/contract/constants';
import type { FeedbackType } from '@/contract';
import type { Refusals } from '@/contract/refusals';
import { isValidPhone } from './phone';

export const FEEDBACK_MIN_LENGTH = 5;
export const FEEDBACK_MAX_LENGTH = 500;
/** Sends per account per China calendar day: enough for a real patient, not for a flood. */
export const FEEDBACK_DAILY_LIMIT = 5;

/** 0 received, 1 being handled, 2 replied. */
export const FEEDBACK_STATUSES = [0, 1, 2] as const;

/** Keys of the server namespace: the form and the server refuse in the same words. */
export type FeedbackError = Refusals<
  | 'feedbackTypeRequired'
  | 'feedbackContentRequired'
  | 'feedbackContentTooShort'
  | 'feedbackContentTooLong'
  | 'feedbackPhoneInvalid'
>;

export interface FeedbackInput {
  type: string;
  content: string;
  /** Optional: '' when the patient leaves it out. */
  phone: string;
}

/** Characters as a patient counts them: an emoji is one, not two UTF-16 units. */
export const feedbackLength = (text: string): number => [...text.trim()].length;

export function isFeedbackType(value: string): value is FeedbackType {
  return (FEEDBACK_TYPES as readonly string[]).includes(value);
}

/** The first thing wrong with a feedback, or null: the form and the server check the same. */
export function feedbackError({ type, content, phone }: FeedbackInput): FeedbackError | null {
  if (!isFeedbackType(type)) return 'feedbackTypeRequired';
  const length = feedbackLength(content);
  if (length === 0) return 'feedbackContentRequired';
  if (length < FEEDBACK_MIN_LENGTH) return 'feedbackContentTooShort';
  if (length > FEEDBACK_MAX_LENGTH) return 'feedbackContentTooLong';
  if (phone.trim() !== '' && !isValidPhone(phone.trim())) return 'feedbackPhoneInvalid';
  return null;
}
