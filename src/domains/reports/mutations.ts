import type { RatingSaveBody } from '@/contract';
import { useMutation } from '@/kit/query/useMutation';
import { centreApi, centreKeys } from './centreApi';

export interface Rating {
  /** The body, still being made when the field cipher's key is read: the write is pending meanwhile. */
  body: RatingSaveBody | Promise<RatingSaveBody>;
  /** Called once saved, with the patient shown the hospital's reply; resolves once it was read. */
  replied: () => Promise<void>;
}

/**
 * An exam's rating. Every key under `centreKeys.all` (the lists' is_rated, the exam's record,
 * the compare gate) is read again once saved and the reply read, not before: read at once,
 * the compare gate would find the exam rated and close the popup under the reply.
 */
export const useRateExam = () =>
  useMutation(
    async ({ body, replied }: Rating) => {
      await centreApi.saveRating(await body);
      await replied();
    },
    { invalidates: [centreKeys.all] },
  );
