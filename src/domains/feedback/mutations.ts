import { useMutation } from '@/kit/query/useMutation';
import { feedbackApi, feedbackKeys } from './api';

/** Sends feedback to the branch; the caller's own list there is read again once it succeeds. */
export const useSendFeedback = (hospId: number) =>
  useMutation((f: Parameters<typeof feedbackApi.send>[1]) => feedbackApi.send(hospId, f), {
    invalidates: [feedbackKeys.mine(hospId)],
  });
