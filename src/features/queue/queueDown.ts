import type { TFunction } from 'i18next';
import { ApiError } from '@/kit/api/envelope';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import type { RefusalText } from '@/kit/refusalText';

/** The queue calls' answer when the centre's queue system cannot be read (queue.sourceDown). */
const SOURCE_DOWN = 503;

/**
 * Whether a queue call failed because the queue system is down: the login still holds, and
 * the page asks again at its next refresh rather than sending the patient back to log in.
 */
export const isQueueDown = (err: unknown) => err instanceof ApiError && err.code === SOURCE_DOWN;

/**
 * A failed queue call in words. The queue system being down is said in the server's own
 * words (the page's useRefusalText()), which apiErrorMessage keeps back as a 5xx's.
 */
export const queueErrorMessage = (err: unknown, t: TFunction, refusalText: RefusalText) =>
  isQueueDown(err) ? refusalText('queue.sourceDown') : apiErrorMessage(err, t);
