import { describe, expect, it } from 'vitest';
import {
  MINUTES_PER_PERSON,
  QUEUE_RECORD_TTL_MS,
  ROOM_STATE,
  TASK_STATUS,
  newQueueRecord,
  positionKind,
  queueDay,
  queueLoginError,
  queueView,
  readQueueRecord,
} from './queue';

const MIN = 60_000;
const CHECK_IN = Date.UTC(2026, 10, 23, 0, 30); // 08:30 in China
const PLAN = [
  { ahead: 2, examMinutes: 5 },
  { ahead: 0, examMinutes: 10 },
  { ahead: 3, examMinutes: 4 },
];
const at = (minutes: number) => queueDay(PLAN, CHECK_IN, CHECK_IN + minutes * MIN);

describe('positionKind (spec 2: a number is that place, 0 is being examined)', () => {
  it('reads a positive position as that place', () => {
    expect(positionKind(3)).toEqual({ kind: 'place', place: 3 });
    expect(positionKind(1)).toEqual({ kind: 'place', place: 1 });
  });
  it('reads 0 as being examined', () => {
    expect(positionKind(0)).toEqual({ kind: 'examining' });
  });
});

describe('queueDay: the simulation follows from the time since check-in', () => {
  it('starts in the first room with everyone ahead, the wait in minutes', () => {
    const day = at(0);
    expect(day.current).toEqual({
      index: 0,
      position: 2,
      state: ROOM_STATE.waiting,
      waitMinutes: 2 * MINUTES_PER_PERSON,
    });
    expect(day.tasks.map((t) => t.status)).toEqual([1, 0, 0]);
  });

  it('moves up one place each time a person ahead goes in', () => {
    expect(at(MINUTES_PER_PERSON - 0.1).current?.position).toBe(2);
    expect(at(MINUTES_PER_PERSON).current?.position).toBe(1);
    expect(at(MINUTES_PER_PERSON).current?.waitMinutes).toBe(MINUTES_PER_PERSON);
  });

  it('is examined (position 0) once no one is ahead, then leaves the room', () => {
    const inRoom = at(2 * MINUTES_PER_PERSON);
    expect(inRoom.current).toMatchObject({ index: 0, position: 0, state: ROOM_STATE.examining });
    expect(inRoom.current?.waitMinutes).toBe(0);
    const next = at(2 * MINUTES_PER_PERSON + 5);
    expect(next.current).toMatchObject({ index: 1, position: 0 });
    expect(next.tasks[0]).toEqual({
      status: TASK_STATUS.done,
      outAt: CHECK_IN + (2 * MINUTES_PER_PERSON + 5) * MIN,
    });
  });

  it('is done with every task after the last room, with no current room', () => {
    const end = 2 * MINUTES_PER_PERSON + 5 + 10 + 3 * MINUTES_PER_PERSON + 4;
    expect(at(end - 1).current?.index).toBe(2);
    const day = at(end);
    expect(day.current).toBeNull();
    expect(day.tasks.map((t) => t.status)).toEqual([2, 2, 2]);
    expect(day.tasks[2]?.outAt).toBe(CHECK_IN + end * MIN);
  });

  it('gives the same answer for the same clock, and waits at the first room before check-in', () => {
    expect(at(17)).toEqual(at(17));
    expect(queueDay(PLAN, CHECK_IN, CHECK_IN - 30 * MIN)).toEqual(at(0));
  });
});

describe('the queue record (spec 3 and 9: kept 24 hours)', () => {
  const now = Date.UTC(2026, 10, 23, 2);
  const record = newQueueRecord({ key: 'k', examNo: 'TJ900001', mobile: '138****0001' }, now);

  it('expires 24 hours after the login', () => {
    expect(record.expire - now).toBe(QUEUE_RECORD_TTL_MS);
    expect(QUEUE_RECORD_TTL_MS).toBe(24 * 3_600_000);
    const raw = JSON.stringify(record);
    expect(readQueueRecord(raw, now + QUEUE_RECORD_TTL_MS - 1)).toEqual({ ok: true, record });
    expect(readQueueRecord(raw, now + QUEUE_RECORD_TTL_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('is missing when absent, garbled or incomplete', () => {
    expect(readQueueRecord(null, now)).toEqual({ ok: false, reason: 'missing' });
    expect(readQueueRecord('{', now)).toEqual({ ok: false, reason: 'missing' });
    const noKey = JSON.stringify({ ...record, key: '' });
    expect(readQueueRecord(noKey, now)).toEqual({ ok: false, reason: 'missing' });
    const textExpire = JSON.stringify({ ...record, expire: 'tomorrow' });
    expect(readQueueRecord(textExpire, now)).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('queueLoginError (spec 5: exam number and phone are required)', () => {
  it('asks for the exam number first, then a phone of 11 digits', () => {
    expect(queueLoginError(' ', '13800000001')).toBe('examNo');
    expect(queueLoginError('TJ900001', '')).toBe('mobile');
    expect(queueLoginError('TJ900001', '1380000000')).toBe('mobile');
    expect(queueLoginError('TJ900001', '13800000001')).toBeNull();
  });
});

describe('queueView: the position card and the task list read one rule', () => {
  const task = (ExamTaskStatus: number) => ({ ExamTaskStatus });
  const room = (Position: number, CurrentRoomState: number) => ({ Position, CurrentRoomState });

  it('waiting: the card gives the place and the current task reads queued', () => {
    const view = queueView({
      CurrentQueue: room(3, ROOM_STATE.waiting),
      CustomerTasks: [task(2), task(1), task(0)],
    });
    expect(view.now).toEqual({ kind: 'place', place: 3 });
    expect(view.stages).toEqual(['done', 'queued', 'notQueued']);
  });

  it('position 0: both say being examined', () => {
    const view = queueView({
      CurrentQueue: room(0, ROOM_STATE.waiting),
      CustomerTasks: [task(1), task(0)],
    });
    expect(view.now).toEqual({ kind: 'examining' });
    expect(view.stages).toEqual(['examining', 'notQueued']);
  });

  it('in the room by its state, though a place is still sent: both say being examined', () => {
    const view = queueView({
      CurrentQueue: room(2, ROOM_STATE.examining),
      CustomerTasks: [task(1), task(0)],
    });
    expect(view.now).toEqual({ kind: 'examining' });
    expect(view.stages[0]).toBe('examining');
  });

  it('a centre that marks no task queued: the first not done is the current room', () => {
    const view = queueView({
      CurrentQueue: room(0, ROOM_STATE.examining),
      CustomerTasks: [task(2), task(0), task(0)],
    });
    expect(view.stages).toEqual(['done', 'examining', 'notQueued']);
  });

  it('no current room: all done, or not yet in a line, and no row says queued', () => {
    expect(queueView({ CurrentQueue: null, CustomerTasks: [task(2), task(2)] }).now).toEqual({
      kind: 'allDone',
    });
    const notYet = queueView({ CurrentQueue: null, CustomerTasks: [task(2), task(1)] });
    expect(notYet.now).toEqual({ kind: 'notQueued' });
    expect(notYet.stages).toEqual(['done', 'notQueued']);
  });

  it('agrees with the simulated day at every minute', () => {
    for (let minute = 0; minute < 60; minute += 1) {
      const day = at(minute);
      const view = queueView({
        CurrentQueue: day.current && {
          Position: day.current.position,
          CurrentRoomState: day.current.state,
        },
        CustomerTasks: day.tasks.map((t) => ({ ExamTaskStatus: t.status })),
      });
      const current = day.current ? view.stages[day.current.index] : undefined;
      if (view.now.kind === 'examining') expect(current).toBe('examining');
      if (view.now.kind === 'place') expect(current).toBe('queued');
      if (view.now.kind === 'allDone') expect(view.stages.every((s) => s === 'done')).toBe(true);
    }
  });
});
