import type { Feedback, FeedbackBody } from '../../../src/contract/index.ts';
import { FEEDBACK_DAILY_LIMIT, feedbackError } from '../../../src/rules/feedback.ts';
import { chinaToday } from '../../../src/rules/schedule.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import type { PageWindow } from '../../plugins/paged.ts';
import { lockAccount } from '../auth/index.ts';
import { hospitalExists } from '../hosp/index.ts';
import { countSince, feedbackPage, insertFeedback } from './repository.ts';

/** Midnight of today in China: the daily limit counts the patient's own calendar day. */
export const chinaMidnight = (now: Date): Date => new Date(`${chinaToday(now)}T00:00:00+08:00`);

/** Saves a patient's feedback after the same checks as the form, within the daily limit. */
export async function sendFeedback(
  { db, fields, vault }: Deps,
  accountId: number,
  body: FeedbackBody,
  now = new Date(),
): Promise<Feedback> {
  const phone = body.phone === undefined ? '' : fields.decrypt(body.phone, 'phone').trim();
  const error = feedbackError({ type: body.type, content: body.content, phone });
  if (error) throw new ApiError(400, MSG[error]);
  return db.tx(async (q) => {
    if (!(await hospitalExists(q, body.hospId)))
      throw notFound(MSG.hospitalNotFound, `hospital ${body.hospId}`);
    await lockAccount(q, accountId);
    if ((await countSince(q, accountId, chinaMidnight(now))) >= FEEDBACK_DAILY_LIMIT)
      throw new ApiError(429, MSG.feedbackDailyLimit);
    return insertFeedback(q, vault, {
      accountId,
      hospId: body.hospId,
      type: body.type,
      content: body.content.trim(),
      phone: phone === '' ? null : phone,
    });
  });
}

export const myFeedback = (
  { db, vault }: Deps,
  accountId: number,
  hospId: number,
  window: PageWindow,
) => feedbackPage(db, vault, accountId, hospId, window);
