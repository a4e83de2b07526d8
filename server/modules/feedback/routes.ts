import { feedbackList, postFeedback } from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { sendPage } from '../../plugins/paged.ts';
import { route } from '../../plugins/route.ts';
import { myFeedback, sendFeedback } from './service.ts';

export const feedbackModule: Module = (api, deps) => {
  route(api, postFeedback, async ({ account, body }) =>
    ok(await sendFeedback(deps, account.id, body), MSG.feedbackSent),
  );

  route(api, feedbackList, async ({ account, query }, reply) =>
    sendPage(reply, query, await myFeedback(deps, account.id, query.hospid, query)),
  );
};
