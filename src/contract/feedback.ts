// Feedback: what a patient sends about the centre, and the list of their own.
import { Type, type Static } from 'typebox';
import { EncryptedField } from './common';
import { FEEDBACK_TYPES, type FeedbackType } from './constants';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import { PAGED_SUMMARY, PageWindow } from './paging';
import * as at from './calls/feedback';

/** What a patient sends; the text's rules (length in characters) are checked by both sides. */
export const FeedbackBody = Type.Object({
  hospId: PositiveId,
  type: Type.Unsafe<FeedbackType>(Type.Union(FEEDBACK_TYPES.map((t) => Type.Literal(t)))),
  // A bound against oversized bodies only: the rule (src/rules/feedback.ts) counts characters.
  content: Type.String({ maxLength: 2000 }),
  /** Optional contact number, encrypted like every phone. */
  phone: Type.Optional(EncryptedField),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

export const Feedback = Type.Object({
  id: Type.Integer(),
  hospId: Type.Integer(),
  type: Type.String(),
  content: Type.String(),
  /** Masked (138****0001), or null when none was given. */
  phone: Nullable(Type.String()),
  /** 0 received, 1 being handled, 2 replied. */
  status: Type.Integer(),
  reply: Nullable(Type.String()),
  replyTime: Nullable(Type.String()),
  createTime: Type.String(),
});
export type Feedback = Static<typeof Feedback>;

/** Not in the spec: the patient's word to the centre, within a daily limit. */
export const postFeedback = endpoint({
  summary:
    "Saves the caller's feedback: `type` suggestion, complaint, praise or other, `content` of 5 " +
    'to 500 characters; at most 5 per account per day (China time), then 429 ' +
    '`feedbackDailyLimit`.',
  ...at.postFeedback,
  body: FeedbackBody,
  answer: Feedback,
  refusals: [
    'feedbackTypeRequired',
    'feedbackContentRequired',
    'feedbackContentTooShort',
    'feedbackContentTooLong',
    'feedbackPhoneInvalid',
    'hospitalNotFound',
    'feedbackDailyLimit',
  ],
});

/** Not in the spec: the caller's own feedback at one branch, newest first. */
export const feedbackList = endpoint({
  summary:
    "The caller's own feedback at the branch, newest first: `status` (0 received, 1 handling, 2 " +
    'replied), `reply`, masked `phone`.' +
    PAGED_SUMMARY,
  ...at.feedbackList,
  query: Type.Object({ hospid: PositiveId, ...PageWindow }),
  answer: Feedback,
});
