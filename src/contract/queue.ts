// The exam-day queue and the electronic guide sheet (spec document 2, "Queue and guide").
import { Type, type Static } from 'typebox';
import { EncryptedField, HospIdQuery } from './common';
import { envelopeOf } from './envelope';

/** An exam number as the centre's system prints it on the guide sheet. */
export const QueueExamNo = Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z-]+$' });

/** `POST /api/queue/login`: the queue login page's exam number and phone (encrypted). */
export const QueueLoginBody = Type.Object({ examno: QueueExamNo, mobile: EncryptedField });
export type QueueLoginBody = Static<typeof QueueLoginBody>;

/** `POST /api/queue/loginByKey`: the link's exam number and key, from the centre's SMS. */
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

/** `POST /api/queue/queryState`. */
export const QueueStateBody = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 128 }),
  examno: QueueExamNo,
});
export type QueueStateBody = Static<typeof QueueStateBody>;

/** `GET /api/queue/state` (signed in): the caller's own queue today at this branch. */
export const QueueMineQuery = HospIdQuery;

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

export const QueueStateAnswer = envelopeOf(Type.String());

/** `GET /api/exam/getExamInfo`: the caller's guide sheet for today's exam. */
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

export const ExamInfoAnswer = envelopeOf(ExamInfo);
export const QueueLoginAnswer = envelopeOf(QueueLogin);
