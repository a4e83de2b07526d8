import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { QueueState } from '../../../src/contract/index.ts';

/** A visit the queue is asked about: our row's id, its exam number and branch, its check-in. */
export interface QueueVisitRef {
  id: number;
  examNo: string;
  hospId: number;
  checkedInAt: Date;
}

/** What moves during the day: the patient's current room and the day's tasks (spec 3). */
export type QueueProgress = Pick<QueueState, 'CurrentQueue' | 'CustomerTasks'>;

/** The centre's queue system cannot be read now; `reason` is for the log only. */
export class QueueSourceDown extends Error {
  constructor(readonly reason: string) {
    super(`queue source down: ${reason}`);
  }
}

/**
 * Where the queue's places and waits come from: the centre's queue system (`httpQueueSource`)
 * or, for the demo and tests, the simulator that computes them from the clock
 * (modules/queue/simulator.ts). Login, keys and the visit itself stay in this server's
 * database either way.
 */
export interface QueueSource {
  /** True for the simulator: a production start refuses it (makeDeps.ts). */
  readonly simulated: boolean;
  /** Where the visit stands at `now`; throws QueueSourceDown when that cannot be known. */
  progress(visit: QueueVisitRef, now: Date): Promise<QueueProgress>;
  /** Called before visits are looked up: the simulator moves its demo visits to today. */
  keepDayCurrent?(now: Date): Promise<void>;
}

const Text = Type.String({ maxLength: 200 });
const Count = Type.Number({ minimum: 0, maximum: 100_000 });

/** The spec's queue state (document 2 section 3), as the centre's system answers it. */
const FeedState = Type.Object({
  Customer: Type.Object({ Name: Text, CheckDate: Text, ID: Text, PhoneNumber: Text }),
  CurrentQueue: Type.Union([
    Type.Null(),
    Type.Object({
      RoomName: Text,
      Position: Count,
      CurrentRoomState: Type.Union([Type.Literal(0), Type.Literal(1)]),
      ExpectedWaitTime: Count,
    }),
  ]),
  CustomerTasks: Type.Array(
    Type.Object({
      ExamTaskName: Text,
      // A blank remark or a task not yet left is often sent as null rather than '' or absent.
      remark: Type.Union([Text, Type.Null()]),
      ExamTaskStatus: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
      OutQueueTime: Type.Optional(Type.Union([Text, Type.Null()])),
    }),
    { maxItems: 200 },
  ),
});
type FeedState = Static<typeof FeedState>;

/** The progress in an answer of the centre's system, or null when it is not the spec's shape. */
export function readFeedState(body: unknown): QueueProgress | null {
  if (!Value.Check(FeedState, body)) return null;
  const state = body as FeedState;
  return {
    CurrentQueue: state.CurrentQueue,
    CustomerTasks: state.CustomerTasks.map((t) => ({
      ExamTaskName: t.ExamTaskName,
      remark: t.remark ?? '',
      ExamTaskStatus: t.ExamTaskStatus,
      OutQueueTime: t.OutQueueTime ?? null,
    })),
  };
}

export interface HttpQueueSourceOptions {
  /** The centre's queue state address; asked as `GET <url>?examNo=<exam number>&hospId=<id>`. */
  url: string;
  /** A patient waits no longer than this for one answer (the state page asks every 10 s). */
  timeoutMs: number;
}

/**
 * The centre's queue system over HTTP: `GET <url>?examNo=…&hospId=…` answering 200 with
 * the spec's queue state as JSON. Anything else (another status, a body not of that shape,
 * no answer within the timeout, no connection) is the source being down: never a place
 * made up, never a 500.
 */
export function httpQueueSource({ url, timeoutMs }: HttpQueueSourceOptions): QueueSource {
  return {
    simulated: false,
    async progress(visit) {
      const target = new URL(url);
      target.searchParams.set('examNo', visit.examNo);
      target.searchParams.set('hospId', String(visit.hospId));
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), timeoutMs);
      let body: unknown;
      try {
        // The body is read under the same timeout: a source may answer its headers and stall.
        const res = await fetch(target, {
          signal: abort.signal,
          headers: { accept: 'application/json' },
          redirect: 'error',
        });
        if (res.status !== 200) throw new QueueSourceDown(`answered HTTP ${res.status}`);
        body = await res.json();
      } catch (err) {
        if (err instanceof QueueSourceDown) throw err;
        // fetch's own error says only "fetch failed"; its cause names the refused connection.
        const cause = (err as { cause?: unknown }).cause ?? err;
        throw new QueueSourceDown(
          abort.signal.aborted ? `no answer within ${timeoutMs} ms` : String(cause),
        );
      } finally {
        clearTimeout(timer);
      }
      const progress = readFeedState(body);
      if (!progress) throw new QueueSourceDown('answer is not the queue state JSON');
      return progress;
    },
  };
}
