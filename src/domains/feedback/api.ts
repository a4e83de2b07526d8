import { call } from '@/kit/api/call';
import { fieldCipher } from '@/kit/api/fieldCipher';
import { feedbackList, postFeedback } from '@/contract/calls/feedback';
import type { PageWindow } from '@/kit/query/usePagedQuery';
import type { FeedbackType } from '@/contract';

export const feedbackKeys = { mine: (hospId: number) => ['feedback', 'mine', hospId] as const };

export const feedbackApi = {
  /** The phone, when given, travels encrypted like every phone. */
  send: async (hospId: number, f: { type: FeedbackType; content: string; phone: string }) => {
    const { enc } = await fieldCipher();
    return call(postFeedback, {
      hospId,
      type: f.type,
      content: f.content.trim(),
      ...(f.phone.trim() ? { phone: enc(f.phone.trim()) } : {}),
    });
  },
  /** A page of the caller's own feedback at the branch, newest first. */
  mine: (hospId: number, window: PageWindow) => call(feedbackList, { hospid: hospId, ...window }),
};
