// The queue from the centre's queue system (issue 36, item 6): a fake queue system on
// loopback answers the spec's queue state, garbage, nothing, or is gone.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QueueLogin, QueueState } from '../../../src/contract/index.ts';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { openPglite, type Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../seeds/seed.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoToken, enc } from '../../test/auth.ts';
import { DEMO_PLAN, DEMO_VISITS } from './demoDay.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const DOWN = '排队系统暂时无法连接，请稍后再试或咨询前台';
const [zhang] = DEMO_VISITS;

/** The spec's queue state as a centre's system sends it: its own ID (a card number), the full phone. */
const FEED = {
  Customer: {
    Name: '张三',
    CheckDate: '2026-05-01',
    ID: '330102199001011234',
    PhoneNumber: '13800000001',
  },
  CurrentQueue: {
    RoomName: '二楼 208 心电图室',
    Position: 7,
    CurrentRoomState: 0,
    ExpectedWaitTime: 25,
  },
  CustomerTasks: [
    { ExamTaskName: '抽血', remark: '空腹项目', ExamTaskStatus: 2, OutQueueTime: '08:12' },
    { ExamTaskName: '心电图', remark: null, ExamTaskStatus: 1, OutQueueTime: null },
    { ExamTaskName: '眼科', remark: '', ExamTaskStatus: 0 },
  ],
};

type Answer = (req: IncomingMessage, res: ServerResponse) => void;
const json =
  (body: unknown, status = 200): Answer =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

let answer: Answer = json(FEED);
const asked: string[] = [];
const feed = createServer((req, res) => {
  asked.push(req.url ?? '');
  answer(req, res);
});

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  await new Promise<void>((done) => feed.listen(0, '127.0.0.1', done));
  const { port } = feed.address() as AddressInfo;
  const config = readConfig({
    QUEUE_SOURCE_URL: `http://127.0.0.1:${port}/queue/state`,
    QUEUE_SOURCE_TIMEOUT_SECONDS: '0.2',
  });
  db = await openPglite();
  await migrate(db);
  app = await buildApp({ db, readMemoMs: 0, config });
  await seedIfEmpty(db, makeDeps(db).vault);
});
afterAll(async () => {
  await app.close();
  await db.close();
  feed.closeAllConnections();
  feed.close();
});
beforeEach(() => {
  answer = json(FEED);
  asked.length = 0;
});

async function queryState() {
  const login = await inject(app, api.queueLogin, {
    examno: zhang.examNo,
    mobile: enc(zhang.mobile),
  });
  const { key } = login.body.data as QueueLogin;
  const res = await inject(app, api.queueQueryState, { key, examno: zhang.examNo });
  return { status: res.status, body: res.body };
}

const mine = async () =>
  inject(app, api.myQueueState, { hospId: OPEN_HOSP_ID }, await demoToken(app, 0));

describe('a queue system answering the spec’s queue state', () => {
  it('is asked GET <url>?examNo=&hospId= and its places are what the patient reads', async () => {
    const res = await queryState();
    expect(res.status).toBe(200);
    expect(asked).toEqual([`/queue/state?examNo=${zhang.examNo}&hospId=${OPEN_HOSP_ID}`]);
    const state = JSON.parse(res.body.data as string) as QueueState;
    expect(state.CurrentQueue).toEqual(FEED.CurrentQueue);
    expect(state.CustomerTasks).toEqual([
      { ExamTaskName: '抽血', remark: '空腹项目', ExamTaskStatus: 2, OutQueueTime: '08:12' },
      { ExamTaskName: '心电图', remark: '', ExamTaskStatus: 1, OutQueueTime: null },
      { ExamTaskName: '眼科', remark: '', ExamTaskStatus: 0, OutQueueTime: null },
    ]);
  });

  it('never passes on its ID or the full phone: the patient is the visit this server holds', async () => {
    const state = JSON.parse((await mine()).body.data) as QueueState;
    expect(state.Customer).toEqual({
      Name: '张三',
      CheckDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ID: zhang.examNo,
      PhoneNumber: '138****0001',
    });
  });

  it('gives the guide sheet its items and their status, with the plan’s notices', async () => {
    const res = await inject(app, api.examInfo, { hospid: OPEN_HOSP_ID }, await demoToken(app, 0));
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      { name: '抽血', status: 2, notice: DEMO_PLAN[1].notice },
      { name: '心电图', status: 1, notice: DEMO_PLAN[4].notice },
      { name: '眼科', status: 0, notice: '' },
    ]);
  });
});

describe('a queue system that cannot be read: the patient is told, never shown a place', () => {
  const down = { status: 503, body: { code: 503, msg: DOWN, data: null } };

  it('answers garbage', async () => {
    answer = json('<html>维护中</html>');
    expect(await queryState()).toEqual(down);
  });

  it('answers JSON not of the queue state’s shape', async () => {
    answer = json({ ...FEED, CurrentQueue: { ...FEED.CurrentQueue, Position: '7' } });
    expect(await queryState()).toEqual(down);
    answer = json({ Customer: FEED.Customer, CurrentQueue: null });
    const { status, body } = await mine();
    expect({ status, body }).toEqual(down);
  });

  it('answers an error status', async () => {
    answer = json(FEED, 500);
    expect(await queryState()).toEqual(down);
  });

  it('does not answer within the configured timeout', async () => {
    answer = () => {}; // holds the request: only the timeout (0.2 s here) ends it
    expect(await queryState()).toEqual(down);
    const res = await inject(app, api.examInfo, { hospid: OPEN_HOSP_ID }, await demoToken(app, 0));
    expect({ status: res.status, body: res.body }).toEqual(down);
  });

  it('is down: the connection is refused', async () => {
    feed.closeAllConnections();
    await new Promise((done) => feed.close(done));
    expect(await queryState()).toEqual(down);
  });
});
