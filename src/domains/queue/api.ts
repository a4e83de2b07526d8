import { call } from '@/kit/api/call';
import { fieldCipher } from '@/kit/api/fieldCipher';
import {
  examInfo,
  myQueueState,
  queueLogin,
  queueLoginByKey,
  queueQueryState,
} from '@/contract/calls/queue';
import type { QueueState } from '@/contract';
import type { QueueRecord } from '@/rules/queue';

/** The queue state arrives as a JSON string (spec 3); anything else is a broken answer. */
export function parseQueueState(raw: string): QueueState {
  const value = JSON.parse(raw) as Partial<QueueState> | null;
  if (!value || typeof value !== 'object' || !value.Customer || !Array.isArray(value.CustomerTasks))
    throw new SyntaxError('not a queue state');
  return { ...value, CurrentQueue: value.CurrentQueue ?? null } as QueueState;
}

export const queueApi = {
  /** The phone travels encrypted like every phone. */
  login: async (examNo: string, phone: string) => {
    const { enc } = await fieldCipher();
    return call(queueLogin, {
      examno: examNo.trim(),
      mobile: enc(phone.trim()),
    });
  },
  loginByKey: (examno: string, authkey: string) => call(queueLoginByKey, { examno, authkey }),
  queryState: async (record: QueueRecord) =>
    parseQueueState(await call(queueQueryState, { key: record.key, examno: record.examNo })),
  mine: async (hospId: number) => parseQueueState(await call(myQueueState, { hospId })),
  examInfo: (hospId: number) => call(examInfo, { hospid: hospId }),
};
