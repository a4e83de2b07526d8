import {
  ExamInfoAnswer,
  HospIdQuery,
  QueueKeyLoginBody,
  QueueLoginAnswer,
  QueueLoginBody,
  QueueMineQuery,
  QueueStateAnswer,
  QueueStateBody,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { examInfo, login, loginByKey, myState, queryState } from './service.ts';

// The queue login and its state are anonymous (spec 6): the queue key is the credential.
// The queue page and the guide sheet are signed in and show the caller's own people only.
export const queueModule: Module = (api, deps) => {
  api.post(
    '/api/queue/login',
    { schema: { body: QueueLoginBody, response: { 200: QueueLoginAnswer } } },
    async ({ body, ip }) => ok(await login(deps, body, ip, new Date())),
  );

  api.post(
    '/api/queue/loginByKey',
    { schema: { body: QueueKeyLoginBody, response: { 200: QueueLoginAnswer } } },
    async ({ body, ip }) => ok(await loginByKey(deps, body, ip, new Date())),
  );

  api.post(
    '/api/queue/queryState',
    { schema: { body: QueueStateBody, response: { 200: QueueStateAnswer } } },
    async ({ body }) => ok(await queryState(deps, body, new Date())),
  );

  api.get(
    '/api/queue/state',
    {
      config: { auth: true },
      schema: { querystring: QueueMineQuery, response: { 200: QueueStateAnswer } },
    },
    async ({ account, query }) => ok(await myState(deps, account.id, query.hospid, new Date())),
  );

  api.get(
    '/api/exam/getExamInfo',
    {
      config: { auth: true },
      schema: { querystring: HospIdQuery, response: { 200: ExamInfoAnswer } },
    },
    async ({ account, query }) => ok(await examInfo(deps, account.id, query.hospid, new Date())),
  );
};
