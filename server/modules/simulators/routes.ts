import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { ApiError } from '../plugins/envelope.ts';
import { ORDER_NO, positiveId } from '../http/schemas.ts';
import { isSimulatedGateway } from '../services/payments.ts';
import { randomToken } from '../services/secrets.ts';
import { issueSsoCode, type SsoKind } from '../services/ssoCodes.ts';
import { issueOAuthCode } from '../services/wechat.ts';
import { demoUsers } from '../db/seedData.ts';

// Pages that stand in for WeChat's authorize screen and a partner portal, so the entry
// doors run end to end on one machine. Registered only outside production.

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
body{margin:0;font-family:-apple-system,'Noto Sans CJK SC',sans-serif;background:#f5f6f8;color:#1f2329}
main{max-width:480px;margin:0 auto;padding:24px 16px}h1{font-size:20px}p{color:#646a73;font-size:14px;line-height:1.6}
a.btn{display:block;margin:12px 0;padding:12px 16px;border-radius:8px;background:#07c160;color:#fff;text-align:center;text-decoration:none}
a.btn.alt{background:#fff;color:#1f2329;border:1px solid #dfe4ec}section{margin:16px 0;padding:12px 16px;border-radius:12px;background:#fff}
.tag{display:inline-block;margin-left:6px;padding:0 6px;border-radius:4px;background:#fff3e0;color:#e67e22;font-size:12px}
</style></head><body><main>${body}</main></body></html>`;
}

/** The simulators only ever send the browser back to this same server. */
function sameOrigin(request: FastifyRequest, target: string): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new ApiError(400, 'redirect_uri must be an absolute URL');
  }
  // Through URL on both sides, so a default port (":80") compares equal to none.
  const self = new URL(`${url.protocol}//${request.headers.host ?? ''}`);
  if (url.host !== self.host || !/^https?:$/.test(url.protocol)) {
    throw new ApiError(400, 'redirect_uri must point at this server');
  }
  return url;
}

const DOORS: Record<
  string,
  { kind: SsoKind; path: string; codeParam: string; openIdParam: string }
> = {
  ssoLogin: {
    kind: 'auth_code',
    path: 'ssoLogin',
    codeParam: 'auth_code',
    openIdParam: 'OpenUserID',
  },
  sso: { kind: 'code', path: 'sso', codeParam: 'code', openIdParam: 'openId' },
  portal: { kind: 'sso_token', path: 'portal', codeParam: 'sso_token', openIdParam: 'openid' },
};

export function simulatorRoutes(app: FastifyInstance, { db }: Deps) {
  app.get<{
    Querystring: { appid?: string; redirect_uri: string; scope?: string; state?: string };
  }>(
    '/sim/wechat/authorize',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['redirect_uri'],
          properties: {
            appid: { type: 'string', maxLength: 64 },
            redirect_uri: { type: 'string', maxLength: 2048 },
            scope: { type: 'string', maxLength: 32 },
            state: { type: 'string', maxLength: 512 },
          },
        },
      },
    },
    async (request, reply) => {
      const { redirect_uri, scope = 'snsapi_base', state = '' } = request.query;
      sameOrigin(request, redirect_uri);
      const link = (as: string) =>
        `/sim/wechat/confirm?${new URLSearchParams({ as, redirect_uri, state }).toString()}`;
      return reply.type('text/html; charset=utf-8').send(
        page(
          '微信授权（模拟）',
          `<h1>微信网页授权<span class="tag">模拟</span></h1>
<p>体检中心公众号申请获取你的身份标识（${escape(scope)}）。这是参考服务器的模拟页面，真实部署中由微信显示。</p>
<a class="btn" data-testid="wechat-allow-demo" href="${escape(link('demo'))}">以演示微信用户授权（已绑定 张三）</a>
<a class="btn alt" data-testid="wechat-allow-new" href="${escape(link('new'))}">以新的微信用户授权（未绑定账号）</a>`,
        ),
      );
    },
  );

  app.get<{ Querystring: { as: 'demo' | 'new'; redirect_uri: string; state?: string } }>(
    '/sim/wechat/confirm',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['as', 'redirect_uri'],
          properties: {
            as: { type: 'string', enum: ['demo', 'new'] },
            redirect_uri: { type: 'string', maxLength: 2048 },
            state: { type: 'string', maxLength: 512 },
          },
        },
      },
    },
    async (request, reply) => {
      const target = sameOrigin(request, request.query.redirect_uri);
      const openId =
        request.query.as === 'demo'
          ? (demoUsers[0]?.openId ?? 'o-demo')
          : `o-sim-${randomToken(9)}`;
      target.searchParams.set('code', await issueOAuthCode(db, openId));
      target.searchParams.set('state', request.query.state ?? '');
      return reply.redirect(target.toString(), 302);
    },
  );

  app.get<{ Querystring: { hospid?: number; state?: string } }>(
    '/sim/portal',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            hospid: { type: 'integer', minimum: 1, default: 1 },
            state: { type: 'string', maxLength: 256 },
          },
        },
      },
    },
    async (request, reply) => {
      const hospid = request.query.hospid ?? 1;
      const state = request.query.state ?? 'userCenter';
      const accounts = await db.query<{ id: number; name: string; mobile: string }>(
        'SELECT id, name, mobile FROM user_accounts WHERE mobile = ANY($1) ORDER BY id',
        [demoUsers.map((u) => u.mobile)],
      );
      const go = (door: string, account: number, hash: boolean) =>
        `/sim/portal/go?${new URLSearchParams({ door, account: String(account), hospid: String(hospid), state, hash: hash ? '1' : '0' }).toString()}`;
      const sections = accounts
        .map(
          (
            a,
          ) => `<section><strong>${escape(a.name)}</strong> ${escape(a.mobile.slice(0, 3))}****${escape(a.mobile.slice(7))}
${Object.keys(DOORS)
  .map(
    (door) =>
      `<a class="btn" data-testid="portal-${door}-${a.id}" href="${escape(go(door, a.id, false))}">经 /${door} 进入体检服务</a>
<a class="btn alt" data-testid="portal-${door}-${a.id}-hash" href="${escape(go(door, a.id, true))}">经 #/${door} 进入（页内路由）</a>`,
  )
  .join('')}</section>`,
        )
        .join('');
      return reply.type('text/html; charset=utf-8').send(
        page(
          '合作平台（模拟）',
          `<h1>合作企业门户<span class="tag">模拟</span></h1>
<p>选择一位员工，从门户单点登录进入体检服务。登录后前往：<code>${escape(state)}</code>（用 ?state= 更换）。</p>${sections}`,
        ),
      );
    },
  );

  app.get<{
    Querystring: { door: string; account: number; hospid: number; state: string; hash: '0' | '1' };
  }>(
    '/sim/portal/go',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['door', 'account', 'hospid'],
          properties: {
            door: { type: 'string', enum: Object.keys(DOORS) },
            account: { type: 'integer', minimum: 1 },
            hospid: { type: 'integer', minimum: 1 },
            state: { type: 'string', maxLength: 256, default: '' },
            hash: { type: 'string', enum: ['0', '1'], default: '0' },
          },
        },
      },
    },
    async (request, reply) => {
      const { door, account, hospid, state, hash } = request.query;
      const spec = DOORS[door];
      if (!spec) throw new ApiError(400, 'unknown door');
      const exists = await db.query('SELECT 1 FROM user_accounts WHERE id = $1', [account]);
      if (exists.length === 0) throw new ApiError(404, 'account not found');
      const params = new URLSearchParams({
        hospid: String(hospid),
        state,
        [spec.codeParam]: await issueSsoCode(db, spec.kind, account),
        [spec.openIdParam]: `partner-user-${account}`,
      });
      const target =
        hash === '1' ? `/#/${spec.path}?${params}` : `/landing/${spec.path}.html?${params}`;
      return reply.redirect(target, 302);
    },
  );
}

/**
 * The simulated cashier: pay or give up, then back through the cashier's return URL
 * (`GET /paySuccess`) to the app's pay result page. Registered only when the payment
 * gateway is the simulator: a real provider has a cashier of its own.
 */
export function cashierRoutes(app: FastifyInstance, { db, payments }: Deps) {
  if (!isSimulatedGateway(payments)) return;
  const orderQuery = {
    type: 'object',
    // Query names arrive lower-cased (see lowercaseQuery.ts).
    required: ['orderno', 'hospid'],
    properties: {
      orderno: ORDER_NO,
      hospid: positiveId,
      result: { type: 'string', enum: ['success', 'close'] },
    },
  } as const;

  app.get<{ Querystring: { orderno: string; hospid: number } }>(
    '/sim/cashier',
    { schema: { querystring: orderQuery } },
    async (request, reply) => {
      const { orderno: orderNo, hospid } = request.query;
      const [order] = await db.query<{ total: number; trade_status: string | null }>(
        'SELECT total_price::float8 AS total, trade_status FROM personal_orders WHERE order_no = $1 AND hosp_id = $2',
        [orderNo, hospid],
      );
      if (!order) throw new ApiError(404, 'order not found');
      const link = (result: string) =>
        `/sim/cashier/pay?${new URLSearchParams({ orderNo, hospid: String(hospid), result })}`;
      return reply.type('text/html; charset=utf-8').send(
        page(
          '收银台（模拟）',
          `<h1>收银台<span class="tag">模拟</span></h1>
<section><p>订单号 ${escape(orderNo)}</p><p style="font-size:28px;color:#ee0a24">¥${order.total.toFixed(2)}</p></section>
<a class="btn" data-testid="cashier-pay" href="${escape(link('success'))}">确认支付</a>
<a class="btn alt" data-testid="cashier-close" href="${escape(link('close'))}">放弃支付</a>`,
        ),
      );
    },
  );

  app.get<{ Querystring: { orderno: string; hospid: number; result?: 'success' | 'close' } }>(
    '/sim/cashier/pay',
    { schema: { querystring: orderQuery } },
    async (request, reply) => {
      const { orderno: orderNo, hospid, result = 'success' } = request.query;
      // The payer's decision, and the provider's notification that records it on the order.
      await db.tx(async (q) => {
        const order = await q.query(
          'SELECT 1 FROM personal_orders WHERE order_no = $1 AND hosp_id = $2',
          [orderNo, hospid],
        );
        if (order.length === 0) throw new ApiError(404, 'order not found');
        if (!(await payments.settle(q, orderNo, result)))
          throw new ApiError(409, 'this trade is not waiting for payment');
      });
      return reply.redirect(
        `/paySuccess?${new URLSearchParams({ orderNo, hospid: String(hospid) })}`,
        302,
      );
    },
  );
}
