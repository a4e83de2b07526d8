import { queueDay } from '../../../src/rules/queue.ts';
import type { Queryable } from '../../db/db.ts';
import type { QueueProgress, QueueSource } from '../../plugins/outside/queue.ts';
import { rollDemoDay } from './demoDay.ts';
import { tasksOf } from './repository.ts';

/** HH:mm in China of a moment. */
const chinaTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16);

/**
 * The queue of the demo and the tests: places and waits computed from the time since
 * check-in and each task's planned queue (src/rules/queue.ts `queueDay`), so a pinned clock
 * pins the answer. It makes them up: a production start refuses it (makeDeps.ts).
 */
export function simulatedQueue(db: Queryable): QueueSource {
  return {
    simulated: true,
    keepDayCurrent: (now) => rollDemoDay(db, now),
    async progress(visit, now): Promise<QueueProgress> {
      const tasks = await tasksOf(db, visit.id);
      const plan = tasks.map((t) => ({ ahead: t.ahead, examMinutes: t.exam_minutes }));
      const day = queueDay(plan, visit.checkedInAt.getTime(), now.getTime());
      const current = day.current && tasks[day.current.index];
      return {
        CurrentQueue:
          day.current && current
            ? {
                RoomName: current.room_name,
                Position: day.current.position,
                CurrentRoomState: day.current.state,
                ExpectedWaitTime: day.current.waitMinutes,
              }
            : null,
        CustomerTasks: tasks.map((t, i) => {
          const p = day.tasks[i]!;
          return {
            ExamTaskName: t.task_name,
            remark: t.remark,
            ExamTaskStatus: p.status,
            OutQueueTime: p.outAt === null ? null : chinaTime(p.outAt),
          };
        }),
      };
    },
  };
}
