// The exam-day queue: the rules the app and the reference server both run. The server's
// simulation of the day is `queueDay` (a pure function of the check-in and the clock, so a
// test that pins the clock pins the answer); the app reads the record it keeps locally
// with `readQueueRecord` and words positions with `positionKind`.
import { isValidPhone } from './phone';
import { parseStoredObject } from './storedObject';

/** The state page asks again this often while it is visible (spec 9). */
export const QUEUE_POLL_MS = 10_000;
/** A queue login (by phone or by link) holds this long, on the device and on the server. */
export const QUEUE_RECORD_TTL_MS = 24 * 3_600_000;
/** The guide sheet's barcode is drawn this long after the page (spec 9). */
export const GUIDE_BARCODE_DELAY_MS = 1_500;
/** Each person ahead of the patient in a room's queue takes this many minutes. */
export const MINUTES_PER_PERSON = 3;

/** ExamTaskStatus: 0 not yet queued, 1 queued or being examined, 2 done (spec 3). */
export const TASK_STATUS = { notQueued: 0, queued: 1, done: 2 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export const isTaskDone = (status: number) => status === TASK_STATUS.done;

/** CurrentRoomState: waiting in the room's queue, or in the room being examined. */
export const ROOM_STATE = { waiting: 0, examining: 1 } as const;

/** One task of the day as the centre planned it, in the order the patient goes. */
export interface PlannedTask {
  /** People ahead when the patient joins this room's queue. */
  ahead: number;
  /** Minutes the exam itself takes once the patient is in the room. */
  examMinutes: number;
}

export interface TaskProgress {
  status: TaskStatus;
  /** When the patient left the room (ms), for done tasks only. */
  outAt: number | null;
}

export interface CurrentRoom {
  /** Index into the planned tasks. */
  index: number;
  /** People still ahead; 0 is being examined. */
  position: number;
  state: (typeof ROOM_STATE)[keyof typeof ROOM_STATE];
  /** Whole minutes until the patient's turn in this room (0 when in it). */
  waitMinutes: number;
}

export interface QueueDay {
  tasks: TaskProgress[];
  /** Null once every task is done. */
  current: CurrentRoom | null;
}

const MINUTE = 60_000;

/**
 * Where the patient stands `now`: tasks are done in order; in each room the patient first
 * waits while the people ahead go in one by one (`MINUTES_PER_PERSON` each), then is
 * examined for the task's minutes. Before check-in the patient waits at the first room.
 */
export function queueDay(plan: readonly PlannedTask[], checkInAt: number, now: number): QueueDay {
  let elapsed = Math.max(0, now - checkInAt) / MINUTE;
  let start = checkInAt;
  const tasks: TaskProgress[] = [];
  let current: CurrentRoom | null = null;
  for (const [index, task] of plan.entries()) {
    if (current) {
      tasks.push({ status: TASK_STATUS.notQueued, outAt: null });
      continue;
    }
    const waiting = task.ahead * MINUTES_PER_PERSON;
    const total = waiting + task.examMinutes;
    if (elapsed < total) {
      const inRoom = elapsed >= waiting;
      current = {
        index,
        position: inRoom ? 0 : task.ahead - Math.floor(elapsed / MINUTES_PER_PERSON),
        state: inRoom ? ROOM_STATE.examining : ROOM_STATE.waiting,
        waitMinutes: inRoom ? 0 : Math.ceil(waiting - elapsed),
      };
      tasks.push({ status: TASK_STATUS.queued, outAt: null });
      continue;
    }
    elapsed -= total;
    start += total * MINUTE;
    tasks.push({ status: TASK_STATUS.done, outAt: start });
  }
  return { tasks, current };
}

/** How a position reads: a place in the line, or "being examined" for 0 (spec 2). */
export type PositionKind = { kind: 'place'; place: number } | { kind: 'examining' };

export function positionKind(position: number): PositionKind {
  return position > 0 ? { kind: 'place', place: position } : { kind: 'examining' };
}

/** What the position card says: a place, in the room, nothing left, or not yet in a line. */
export type QueueNow = PositionKind | { kind: 'allDone' } | { kind: 'notQueued' };

/** What a task's row says in the list. */
export type TaskStage = 'notQueued' | 'queued' | 'examining' | 'done';

/** The parts of the spec's queue state (contract QueueState) the board reads. */
export interface QueueFacts {
  CurrentQueue: { Position: number; CurrentRoomState: number } | null;
  CustomerTasks: ReadonlyArray<{ ExamTaskStatus: number }>;
}

/**
 * The one reading of a queue state that the position card and the task list both show, so
 * they cannot disagree ("being examined" on the card beside "queued" in the list). The patient is in
 * the room when the position is 0 or the room says so; the task of the current room is the
 * first one queued (status 1), else the first not done. Without a current room no task is
 * "queued": the card says all done, or not yet in a line while tasks remain.
 */
export function queueView(state: QueueFacts): { now: QueueNow; stages: TaskStage[] } {
  const tasks = state.CustomerTasks;
  const room = state.CurrentQueue;
  const pending = tasks.some((t) => !isTaskDone(t.ExamTaskStatus));
  const now: QueueNow = !room
    ? { kind: pending ? 'notQueued' : 'allDone' }
    : room.CurrentRoomState === ROOM_STATE.examining
      ? { kind: 'examining' }
      : positionKind(room.Position);
  const queuedAt = tasks.findIndex((t) => t.ExamTaskStatus === TASK_STATUS.queued);
  const current = !room
    ? -1
    : queuedAt >= 0
      ? queuedAt
      : tasks.findIndex((t) => !isTaskDone(t.ExamTaskStatus));
  const stages = tasks.map((t, i): TaskStage => {
    if (isTaskDone(t.ExamTaskStatus)) return 'done';
    if (i === current) return now.kind === 'examining' ? 'examining' : 'queued';
    return room && t.ExamTaskStatus === TASK_STATUS.queued ? 'queued' : 'notQueued';
  });
  return { now, stages };
}

/** The queue login kept on the device (spec 3: key, examNo, mobile, expire). */
export interface QueueRecord {
  key: string;
  examNo: string;
  mobile: string;
  /** Epoch ms after which the record is void. */
  expire: number;
}

export function newQueueRecord(
  login: Omit<QueueRecord, 'expire'>,
  now: number = Date.now(),
): QueueRecord {
  return { ...login, expire: now + QUEUE_RECORD_TTL_MS };
}

export type RecordCheck =
  { ok: true; record: QueueRecord } | { ok: false; reason: 'missing' | 'expired' };

/** The stored record, if it is whole and not past its expiry at `now`. */
export function readQueueRecord(raw: string | null, now: number = Date.now()): RecordCheck {
  const o = parseStoredObject(raw);
  if (
    !o ||
    typeof o.key !== 'string' ||
    !o.key ||
    typeof o.examNo !== 'string' ||
    !o.examNo ||
    typeof o.mobile !== 'string' ||
    typeof o.expire !== 'number' ||
    !Number.isFinite(o.expire)
  )
    return { ok: false, reason: 'missing' };
  if (now >= o.expire) return { ok: false, reason: 'expired' };
  return { ok: true, record: { key: o.key, examNo: o.examNo, mobile: o.mobile, expire: o.expire } };
}

/** The login form's rule (spec 5): both fields are required; the phone is 11 digits. */
export function queueLoginError(examNo: string, mobile: string): 'examNo' | 'mobile' | null {
  if (!examNo.trim()) return 'examNo';
  if (!isValidPhone(mobile.trim())) return 'mobile';
  return null;
}
