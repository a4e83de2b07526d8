import {
  Feedback,
  FeedbackBody,
  FeedbackListAnswer,
  FeedbackListQuery,
} from '../../../src/contract/index.ts';
import { accountPost, type Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { myFeedback, sendFeedback } from './service.ts';

export const feedbackModule: Module = (api, deps) => {
  accountPost(
    api,
    '/api/user/feedback',
    { body: FeedbackBody, data: Feedback },
    (accountId, body) => sendFeedback(deps, accountId, body),
    MSG.feedbackSent,
  );

  api.get(
    '/api/user/feedbackList',
    {
      config: { auth: true },
      schema: { querystring: FeedbackListQuery, response: { 200: FeedbackListAnswer } },
    },
    async (request) => ok(await myFeedback(deps, request.account.id, request.query.hospid)),
  );
};
