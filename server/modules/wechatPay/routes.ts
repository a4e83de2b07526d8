import type { Module } from '../../plugins/api.ts';
import { openNotice } from '../../plugins/outside/wechatPayNotice.ts';
import { WECHATPAY_NOTIFY_PATH } from '../../wechatPaySettings.ts';
import { recordPaymentNotice } from './service.ts';

/** WeChat Pay's documented refusal: a 4xx or 5xx with this body, and it sends again later. */
const fail = (message: string) => ({ code: 'FAIL', message });

/**
 * WeChat Pay's payment notification (the notify_url of each prepay): taken only when the
 * platform key signed it within five minutes and it opens with the API v3 key; recorded on
 * its order through the orders module, once: one seen before (by its id, in the database)
 * is acknowledged and changes nothing, and the order's own record never pays it twice.
 * A plain route, not the contract's: WeChat Pay is the caller and the answer is its own.
 */
export const wechatPayModule: Module = async (api, { db, config }) => {
  const settings = config.outside.wechatPay;
  if (!settings) return;
  const opening = { ...settings, appId: config.wechatAppId };
  await api.register(async (scope) => {
    // The signature is over the body's exact bytes: it is read as text, parsed after.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(WECHATPAY_NOTIFY_PATH, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const check = openNotice(opening, request.headers, body, Date.now());
      if ('refused' in check) {
        request.log.warn({ detail: check.reason }, 'WeChat Pay notification refused');
        return reply.status(check.refused).send(fail(check.reason));
      }
      if ('ignored' in check) return reply.status(204).send();
      const refusal = await recordPaymentNotice(db, check.notice);
      if (refusal) {
        request.log.warn(
          { detail: refusal, order: check.notice.orderNo },
          'WeChat Pay notification refused',
        );
        return reply.status(400).send(fail(refusal));
      }
      return reply.status(204).send();
    });
  });
};
