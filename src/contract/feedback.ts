// Feedback: what a patient sends about the centre, and the list of their own.
import { Type, type Static } from 'typebox';
import { EncryptedField } from './common';
import { FEEDBACK_TYPES } from './constants';
import { Nullable, PositiveId, envelopeOf } from './envelope';

/** `POST /api/user/feedback`. The text's own rules (length in characters) are checked by both sides. */
export const FeedbackBody = Type.Object({
  hospId: PositiveId,
  type: Type.Union(FEEDBACK_TYPES.map((t) => Type.Literal(t))),
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

/** `GET /api/user/feedbackList`: the caller's own feedback at one branch, newest first. */
export const FeedbackListQuery = Type.Object({ hospid: PositiveId });
export type FeedbackListQuery = Static<typeof FeedbackListQuery>;

export const FeedbackAnswer = envelopeOf(Feedback);
export const FeedbackListAnswer = envelopeOf(Type.Array(Feedback));
