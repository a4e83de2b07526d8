import { api } from '@/kit/api/client';
import { fieldCipher } from '@/kit/api/fieldCipher';
import type { ExamInfo, QueueLogin, QueueState } from '@/contract';
import type { QueueRecord } from '@/rules/queue';

export const QUEUE_PATHS = {
  login: 'api/queue/login',
  loginByKey: 'api/queue/loginByKey',
  queryState: 'api/queue/queryState',
  mine: 'api/queue/state',
  examInfo: 'api/exam/getExamInfo',
} as const;

/** The queue state arrives as a JSON string (spec 3); anything else is a broken answer. */
export function parseQueueState(raw: string): QueueState {
  const value = JSON.parse(raw) as Partial<QueueState> | null;
  if (!value || typeof value !== 'object' || !value.Customer || !Array.isArray(value.CustomerTasks))
    throw new SyntaxError('not a queue state');
  return { ...value, CurrentQueue: value.CurrentQueue ?? null } as QueueState;
}

export const queueApi = {
  /** The phone travels encrypted like every phone. */
  login: (examNo: string, phone: string) =>
    api.post<QueueLogin>(QUEUE_PATHS.login, {
      examno: examNo.trim(),
      mobile: fieldCipher().enc(phone.trim()),
    }),
  loginByKey: (examno: string, authkey: string) =>
    api.post<QueueLogin>(QUEUE_PATHS.loginByKey, { examno, authkey }),
  queryState: async (record: QueueRecord) =>
    parseQueueState(
      await api.post<string>(QUEUE_PATHS.queryState, { key: record.key, examno: record.examNo }),
    ),
  mine: async (hospId: number) =>
    parseQueueState(await api.get<string>(QUEUE_PATHS.mine, { hospid: hospId })),
  examInfo: (hospId: number) => api.get<ExamInfo>(QUEUE_PATHS.examInfo, { hospid: hospId }),
};
