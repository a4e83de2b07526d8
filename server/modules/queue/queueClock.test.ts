// The simulation with the server's clock pinned: the service is called with a fixed `now`.
// A file of its own: the demo day follows the clock, so a pinned later day moves it.
import { describe, expect, it } from 'vitest';
import type { QueueState } from '../../../src/contract/index.ts';
import { MINUTES_PER_PERSON, QUEUE_RECORD_TTL_MS } from '../../../src/rules/queue.ts';
import { makeDeps } from '../../makeDeps.ts';
import { enc } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { DEMO_PLAN, freshVisit } from './demoDay.ts';
import { QUEUE_MSG } from './messages.ts';
import { login, queryState } from './service.ts';

const ctx = useTestApp();
const MIN = 60_000;
// 00:00:05 in China today: a whole day of keys fits before the next China day.
const DAY_START = (() => {
  const china = Date.now() + 8 * 3_600_000;
  return new Date(china - (china % 86_400_000) - 8 * 3_600_000 + 5_000);
})();
const at = (minutes: number) => new Date(DAY_START.getTime() + minutes * MIN);

async function patient() {
  const deps = makeDeps(ctx.db);
  const v = await freshVisit(ctx.db, DAY_START, 0);
  const { key } = await login(
    deps,
    { examno: v.examNo, mobile: enc(v.mobile) },
    '127.0.0.1',
    DAY_START,
  );
  const read = async (now: Date) =>
    JSON.parse(await queryState(deps, { key, examno: v.examNo }, now)) as QueueState;
  return { deps, key, examNo: v.examNo, read };
}

describe('the day follows the time since check-in', () => {
  it('moves up one place every few minutes, then into the room, then to the next room', async () => {
    const { read } = await patient();
    const first = DEMO_PLAN[0];
    expect((await read(at(0))).CurrentQueue).toEqual({
      RoomName: first.room,
      Position: first.ahead,
      CurrentRoomState: 0,
      ExpectedWaitTime: first.ahead * MINUTES_PER_PERSON,
    });
    expect((await read(at(MINUTES_PER_PERSON))).CurrentQueue?.Position).toBe(first.ahead - 1);
    const inRoom = first.ahead * MINUTES_PER_PERSON;
    expect((await read(at(inRoom))).CurrentQueue).toMatchObject({
      Position: 0,
      CurrentRoomState: 1,
      ExpectedWaitTime: 0,
    });
    const next = await read(at(inRoom + first.minutes));
    expect(next.CurrentQueue?.RoomName).toBe(DEMO_PLAN[1].room);
    expect(next.CustomerTasks[0]).toMatchObject({
      ExamTaskStatus: 2,
      OutQueueTime: expect.stringMatching(/^\d{2}:\d{2}$/),
    });
    expect(next.CustomerTasks[1]?.ExamTaskStatus).toBe(1);
    expect(next.CustomerTasks[2]?.ExamTaskStatus).toBe(0);
  });

  it('gives the same answer for the same clock', async () => {
    const { read } = await patient();
    expect(await read(at(17))).toEqual(await read(at(17)));
  });

  it('has no current room once every task is done', async () => {
    const { read } = await patient();
    const total = DEMO_PLAN.reduce((m, t) => m + t.ahead * MINUTES_PER_PERSON + t.minutes, 0);
    const done = await read(at(total));
    expect(done.CurrentQueue).toBeNull();
    expect(done.CustomerTasks.every((t) => t.ExamTaskStatus === 2)).toBe(true);
  });

  it('keeps a key 24 hours: valid a second before, expired at 24 hours', async () => {
    const { read } = await patient();
    const end = DAY_START.getTime() + QUEUE_RECORD_TTL_MS;
    expect((await read(new Date(end - 10_000))).Customer.Name).toBe('测试患者');
    await expect(read(new Date(end))).rejects.toMatchObject({
      status: 403,
      message: QUEUE_MSG.keyExpired,
    });
  });
});
