// The exam-day queue and the electronic guide sheet (spec document 2, "Queue and guide").
import { Type, type Static } from 'typebox';
import { EncryptedField, HospIdQuery } from './common';
import { endpoint } from './endpoint';
import { PositiveId } from './envelope';
import * as at from './calls/queue';

/** An exam number as the centre's system prints it on the guide sheet. */
export const QueueExamNo = Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z-]+$' });

/** The queue login page's exam number and phone (encrypted). */
export const QueueLoginBody = Type.Object({ examno: QueueExamNo, mobile: EncryptedField });
export type QueueLoginBody = Static<typeof QueueLoginBody>;

/** The link's exam number and key, from the centre's SMS. */
export const QueueKeyLoginBody = Type.Object({
  examno: QueueExamNo,
  authkey: Type.String({ minLength: 1, maxLength: 128 }),
});
export type QueueKeyLoginBody = Static<typeof QueueKeyLoginBody>;

/**
 * What either login answers: the key `queryState` asks with (valid 24 hours), the exam
 * number and the masked phone. The device adds `expire` and keeps the record (spec 3).
 */
export const QueueLogin = Type.Object({
  key: Type.String(),
  examNo: Type.String(),
  mobile: Type.String(),
});
export type QueueLogin = Static<typeof QueueLogin>;

export const QueueStateBody = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 128 }),
  examno: QueueExamNo,
});
export type QueueStateBody = Static<typeof QueueStateBody>;

/**
 * The queue state travels as a JSON string (spec 3); this is its shape once parsed.
 * Customer.ID is the exam number (never the ID card: a link holder may read it).
 */
export interface QueueState {
  Customer: { Name: string; CheckDate: string; ID: string; PhoneNumber: string };
  /** Null once every task of the day is done. */
  CurrentQueue: {
    RoomName: string;
    Position: number;
    /** 0 waiting in the room's queue, 1 being examined. */
    CurrentRoomState: number;
    /** Minutes. */
    ExpectedWaitTime: number;
  } | null;
  CustomerTasks: Array<{
    ExamTaskName: string;
    remark: string;
    /** 0 or 1 pending, 2 done. */
    ExamTaskStatus: number;
    /** HH:mm the patient left the room, for done tasks; else null. */
    OutQueueTime: string | null;
  }>;
}

/** One item of the guide sheet. */
export const ExamInfoItem = Type.Object({
  name: Type.String(),
  /** As ExamTaskStatus: 0 or 1 pending, 2 done. */
  status: Type.Integer(),
  notice: Type.String(),
});
export const ExamInfo = Type.Object({
  name: Type.String(),
  examDate: Type.String(),
  examNo: Type.String(),
  /** Masked (138****0001). */
  mobile: Type.String(),
  companyName: Type.String(),
  companyBatchName: Type.String(),
  packageName: Type.String(),
  notice: Type.String(),
  items: Type.Array(ExamInfoItem),
});
export type ExamInfo = Static<typeof ExamInfo>;
export type ExamInfoItem = Static<typeof ExamInfoItem>;

// The queue login and its state are anonymous (spec 6): the queue key is the credential.
// The queue page and the guide sheet are signed in and show the caller's own people only.
const LOGIN_REFUSALS = ['queue.loginFailed', 'queue.notToday', 'tooManyTries'] as const;

/** Not in the spec's table: the queue login page's call (exam number and phone). */
export const queueLogin = endpoint({
  summary:
    '`key` (valid 24 h), `examNo`, `mobile` (masked) for the exam number and the phone the ' +
    'visit was booked with; an unknown number or a wrong phone 400 `queue.loginFailed`, a visit ' +
    'of another day 400 `queue.notToday`.',
  ...at.queueLogin,
  access: 'public',
  body: QueueLoginBody,
  answer: QueueLogin,
  refusals: LOGIN_REFUSALS,
});

export const queueLoginByKey = endpoint({
  summary:
    "As `queue/login`, with the `authkey` of the link in the centre's SMS; a wrong key 400 " +
    '`queue.loginFailed`.',
  ...at.queueLoginByKey,
  access: 'public',
  body: QueueKeyLoginBody,
  answer: QueueLogin,
  refusals: LOGIN_REFUSALS,
});

/** The state as a JSON string (QueueState once parsed). */
export const queueQueryState = endpoint({
  summary:
    '`data` is the queue state as a JSON string: `Customer` (`Name`, `CheckDate`, `ID` = the ' +
    'exam number, `PhoneNumber` masked), `CurrentQueue` (`RoomName`, `Position` 0 = being ' +
    'examined, `CurrentRoomState` 0 waiting 1 in the room, `ExpectedWaitTime` minutes; `null` ' +
    'when every task is done), `CustomerTasks` (`ExamTaskName`, `remark`, `ExamTaskStatus` 0/1 ' +
    "pending 2 done, `OutQueueTime` HH:mm or `null`). An unknown, expired or other day's key is " +
    "403 `queue.keyExpired` (never 401, which means the account login). The centre's queue " +
    "system not answering (or not in the spec's shape) is 503 `queue.sourceDown`.",
  ...at.queueQueryState,
  access: 'public',
  body: QueueStateBody,
  answer: Type.String(),
  refusals: ['queue.keyExpired', 'queue.sourceDown'],
});

/** The caller's own queue today at this branch, as queryState answers it. */
export const myQueueState = endpoint({
  summary:
    "The same JSON string for the caller's own person's visit today (the account holder's " +
    'first); none 404 `queue.noQueueToday`; the queue system not answering 503 ' +
    '`queue.sourceDown`.',
  ...at.myQueueState,
  query: HospIdQuery,
  answer: Type.String(),
  refusals: ['queue.noQueueToday', 'queue.sourceDown'],
});

/** The caller's guide sheet for today's exam. */
export const examInfo = endpoint({
  summary:
    'The guide sheet of that visit: `name`, `examDate`, `examNo`, `mobile` (masked), ' +
    '`companyName`, `companyBatchName`, `packageName`, `notice`, `items` (`name`, `status` as ' +
    "`ExamTaskStatus`, `notice`; the items and their status are the queue's); none 404 " +
    '`queue.noExamInfo`; the queue system not answering 503 `queue.sourceDown`.',
  ...at.examInfo,
  query: Type.Object({ hospid: PositiveId }),
  answer: ExamInfo,
  refusals: ['queue.noExamInfo', 'queue.sourceDown'],
});
