import {
  examInfo,
  myQueueState,
  queueLogin,
  queueLoginByKey,
  queueQueryState,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import * as queue from './service.ts';

// The queue login and its state are anonymous (spec 6): the queue key is the credential.
// The queue page and the guide sheet are signed in and show the caller's own people only.
export const queueModule: Module = (api, deps) => {
  route(api, queueLogin, async ({ body, ip }) => ok(await queue.login(deps, body, ip, new Date())));

  route(api, queueLoginByKey, async ({ body, ip }) =>
    ok(await queue.loginByKey(deps, body, ip, new Date())),
  );

  route(api, queueQueryState, async ({ body }) =>
    ok(await queue.queryState(deps, body, new Date())),
  );

  route(api, myQueueState, async ({ account, query }) =>
    ok(await queue.myState(deps, account.id, query.hospId, new Date())),
  );

  route(api, examInfo, async ({ account, query }) =>
    ok(await queue.examInfo(deps, account.id, query.hospid, new Date())),
  );
};
