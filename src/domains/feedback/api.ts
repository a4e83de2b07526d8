import { api } from '@/kit/api/client';
import { fieldCipher } from '@/kit/api/fieldCipher';
import type { Feedback, FeedbackType } from '@/contract';

export const FEEDBACK_PATHS = { send: 'api/user/feedback', mine: 'api/user/feedbackList' } as const;

export const feedbackKeys = { mine: (hospId: number) => ['feedback', 'mine', hospId] as const };

export const feedbackApi = {
  /** The phone, when given, travels encrypted like every phone. */
  send: (hospId: number, f: { type: FeedbackType; content: string; phone: string }) =>
    api.post<Feedback>(FEEDBACK_PATHS.send, {
      hospId,
      type: f.type,
      content: f.content.trim(),
      ...(f.phone.trim() ? { phone: fieldCipher().enc(f.phone.trim()) } : {}),
    }),
  mine: (hospId: number) => api.get<Feedback[]>(FEEDBACK_PATHS.mine, { hospid: hospId }),
};
