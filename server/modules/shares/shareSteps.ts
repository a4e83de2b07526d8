import type { FastifyInstance } from 'fastify';
import type {
  Profile,
  ReportListEntry,
  ReportShare,
  SharedReport,
} from '../../../src/contract/index.ts';
import { isPublished } from '../../../src/rules/reports.ts';

// What the shares' tests do through the API, as the app and a reader's browser do.

export interface Answer<T> {
  status: number;
  msg: string;
  data: T;
}

async function send<T>(
  app: FastifyInstance,
  request: {
    method: 'GET' | 'POST';
    url: string;
    payload?: object;
    token?: string;
    ip?: string;
    userAgent?: string;
  },
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.userAgent) headers['user-agent'] = request.userAgent;
  const res = await app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload ? { payload: request.payload } : {}),
    headers,
    remoteAddress: request.ip ?? '127.0.0.1',
  });
  const body = res.json() as { msg: string; data: T };
  return { status: res.statusCode, msg: body.msg, data: body.data };
}

/** The exams of an account's own person, newest first, and the published ones among them. */
export async function ownExams(app: FastifyInstance, token: string) {
  const profiles = await send<Profile[]>(app, {
    method: 'GET',
    url: '/api/user/getprofile',
    token,
  });
  const self = profiles.data[0]!;
  const url = `/api/report/ExamRecords?profileId=${self.id}&limit=50`;
  const exams = (await send<ReportListEntry[]>(app, { method: 'GET', url, token })).data;
  return { exams, published: exams.filter(isPublished) };
}

export interface Created {
  share: ReportShare;
  path: string;
  code: string;
  smsSent: boolean;
}

export const createShare = (
  app: FastifyInstance,
  token: string,
  body: { tjbh: string; person?: string; days?: number; mobile?: string },
) =>
  send<Created>(app, {
    method: 'POST',
    url: '/api/share/create',
    payload: { person: '女儿', days: 7, ...body },
    token,
  });

/** The link's token of a share's path. */
export const tokenOf = (created: Created) =>
  new URLSearchParams(created.path.split('?')[1]).get('t')!;

export const listShares = (app: FastifyInstance, token: string, tjbh?: string) =>
  send<ReportShare[]>(app, {
    method: 'GET',
    url: `/api/share/list${tjbh ? `?tjbh=${tjbh}` : ''}`,
    token,
  });

export const endShare = (app: FastifyInstance, token: string, id: number) =>
  send<ReportShare>(app, { method: 'POST', url: '/api/share/end', payload: { id }, token });

export interface Opened {
  grant: string;
  grantExpiresAt: string;
  report: SharedReport;
}

/** The reader's open: no account, from `ip` with `userAgent`. */
export const openShare = (
  app: FastifyInstance,
  body: { t: string; code: string },
  from: { ip?: string; userAgent?: string } = {},
) => send<Opened>(app, { method: 'POST', url: '/api/share/open', payload: body, ...from });

export const readShared = (app: FastifyInstance, grant: string, tjbh: string) =>
  send<SharedReport>(app, { method: 'POST', url: '/api/share/report', payload: { grant, tjbh } });

/** A code that is not the share's: the next one round. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A signed-in call made with a grant in place of a session. */
export const asBearer = (app: FastifyInstance, grant: string, url: string) =>
  send<unknown>(app, { method: 'GET', url, token: grant });
