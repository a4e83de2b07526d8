import { usePagedQuery } from '@/kit/query/usePagedQuery';
import type { Feedback } from '@/contract';
import { feedbackApi, feedbackKeys } from './api';

/** The caller's own feedback at the branch, newest first, a page at a time. */
export const useMyFeedback = (hospId: number) =>
  usePagedQuery(
    feedbackKeys.mine(hospId),
    (window) => feedbackApi.mine(hospId, window),
    (f: Feedback) => f.id,
  );
