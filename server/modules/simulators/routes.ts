import { Type } from 'typebox';
import { PositiveId } from '../../../src/contract/envelope.ts';
import type { Module } from '../../plugins/api.ts';
import type { PartnerCodeKind } from '../../plugins/outside/sso.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { randomToken } from '../../plugins/crypto/secrets.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { accountById, accountsByMobiles } from '../auth/index.ts';
import { issueSsoCode } from '../sso/index.ts';
import { issueOAuthCode } from './gateways.ts';
import { SIM_MSG } from './messages.ts';
import { escape, page, sameOrigin, TAG } from './page.ts';
import { SIMULATED_AUTHORIZE_PATH } from '../../plugins/appConfigScript.ts';

// Pages that stand in for WeChat's authorize screen and a partner portal, so the entry
// doors run end to end on one machine. Registered only outside production.

const DOORS: Record<
  string,
  { kind: PartnerCodeKind; path: string; codeParam: string; openIdParam: string }
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

const RedirectUri = Type.String({ maxLength: 2048 });
const State = Type.String({ maxLength: 512 });

const AuthorizeQuery = Type.Object({
  appid: Type.Optional(Type.String({ maxLength: 64 })),
  redirect_uri: RedirectUri,
  scope: Type.Optional(Type.String({ maxLength: 32 })),
  state: Type.Optional(State),
});
const ConfirmQuery = Type.Object({
  as: Type.Union([Type.Literal('demo'), Type.Literal('new')]),
  redirect_uri: RedirectUri,
  state: Type.Optional(State),
});
const PortalQuery = Type.Object({
  hospid: Type.Optional(PositiveId),
  state: Type.Optional(Type.String({ maxLength: 256 })),
});
const PortalGoQuery = Type.Object({
  door: Type.Enum(Object.keys(DOORS)),
  account: PositiveId,
  hospid: PositiveId,
  state: Type.String({ maxLength: 256, default: '' }),
  hash: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
});

export const simulatorsModule: Module = (api, { db }) => {
  api.get(
    SIMULATED_AUTHORIZE_PATH,
    { schema: { querystring: AuthorizeQuery } },
    async (request, reply) => {
      const { redirect_uri, scope = 'snsapi_base', state = '' } = request.query;
      sameOrigin(request, redirect_uri);
      const link = (as: string) =>
        `/sim/wechat/confirm?${new URLSearchParams({ as, redirect_uri, state }).toString()}`;
      return reply.type('text/html; charset=utf-8').send(
        page(
          SIM_MSG.wechatTitle,
          `<h1>${escape(SIM_MSG.wechatHeading)}${TAG}</h1>
<p>${escape(SIM_MSG.wechatAsks({ scope }))}</p>
<a class="btn" data-testid="wechat-allow-demo" href="${escape(link('demo'))}">${escape(SIM_MSG.wechatAllowDemo({ name: demoUsers[0]?.name ?? '' }))}</a>
<a class="btn alt" data-testid="wechat-allow-new" href="${escape(link('new'))}">${escape(SIM_MSG.wechatAllowNew)}</a>`,
        ),
      );
    },
  );

  api.get(
    '/sim/wechat/confirm',
    { schema: { querystring: ConfirmQuery } },
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

  api.get('/sim/portal', { schema: { querystring: PortalQuery } }, async (request, reply) => {
    const hospId = request.query.hospid ?? 1;
    const state = request.query.state ?? 'userCenter';
    const accounts = await accountsByMobiles(
      db,
      demoUsers.map((u) => u.mobile),
    );
    const go = (door: string, account: number, hash: boolean) =>
      `/sim/portal/go?${new URLSearchParams({ door, account: String(account), hospid: String(hospId), state, hash: hash ? '1' : '0' }).toString()}`;
    const sections = accounts
      .map(
        (
          a,
        ) => `<section><strong>${escape(a.name)}</strong> ${escape(a.mobile.slice(0, 3))}****${escape(a.mobile.slice(7))}
${Object.keys(DOORS)
  .map(
    (door) =>
      `<a class="btn" data-testid="portal-${door}-${a.id}" href="${escape(go(door, a.id, false))}">${escape(SIM_MSG.portalDoor({ door }))}</a>
<a class="btn alt" data-testid="portal-${door}-${a.id}-hash" href="${escape(go(door, a.id, true))}">${escape(SIM_MSG.portalDoorHash({ door }))}</a>`,
  )
  .join('')}</section>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        SIM_MSG.portalTitle,
        `<h1>${escape(SIM_MSG.portalHeading)}${TAG}</h1>
<p>${SIM_MSG.portalIntro({ state: `<code>${escape(state)}</code>`, param: '<code>?state=</code>' })}</p>${sections}`,
      ),
    );
  });

  api.get('/sim/portal/go', { schema: { querystring: PortalGoQuery } }, async (request, reply) => {
    const { door, account, hospid: hospId, state, hash } = request.query;
    const spec = DOORS[door];
    if (!spec) throw new ApiError(400, MSG.simDoorUnknown);
    if (!(await accountById(db, account))) throw new ApiError(404, MSG.simAccountMissing);
    const params = new URLSearchParams({
      hospid: String(hospId),
      state,
      [spec.codeParam]: await issueSsoCode(db, spec.kind, account),
      [spec.openIdParam]: `partner-user-${account}`,
    });
    const target =
      hash === '1' ? `/#/${spec.path}?${params}` : `/landing/${spec.path}.html?${params}`;
    return reply.redirect(target, 302);
  });
};
