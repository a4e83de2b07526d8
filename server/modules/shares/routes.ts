import {
  shareCreate,
  shareEnd,
  shareList,
  shareOpen,
  shareReport,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import { openShare, readShared } from './reader.ts';
import { whenPasswordChanges } from '../auth/index.ts';
import { createShare, endShare, endSharesOfAccount, listShares } from './service.ts';

// The owner's calls are signed in; the reader's two are public: the link's token and the
// code open the share, the grant they give reads its one report (both POSTs: no secret of
// a share travels in an address, which logs and proxies keep). A person's report leaves
// with no-store, whoever asks: no shared cache may keep it.
export const sharesModule: Module = (api, deps) => {
  // A password changed or reset ends the account's live shares (issue 37).
  whenPasswordChanges(endSharesOfAccount);
  route(api, shareCreate, async ({ account, body, ip }, reply) => {
    reply.header('cache-control', 'no-store');
    const owner = { id: account.id, name: account.name, clientIp: ip };
    return ok(await createShare(deps, owner, body));
  });

  route(api, shareList, async ({ account, query }) =>
    ok(await listShares(deps.db, account.id, query.tjbh)),
  );

  route(api, shareEnd, async ({ account, body }) =>
    ok(await endShare(deps.db, account.id, body.id)),
  );

  route(api, shareOpen, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
    return ok(await openShare(deps, request.body, client, new Date()));
  });

  route(api, shareReport, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await readShared(deps, request.body, new Date()));
  });
};
