// Not in the spec (issue 29, item 2): a published report shared with family. The owner,
// signed in, makes a share for one person, valid 1, 3 or 7 days, and passes on its link and
// 6-digit code; the reader, with no account, opens the link, types the code and reads the
// report, and nothing else, read-only. The owner lists who opened each share and when, and
// ends one at any time. A branch offers it when its config `report_share_enable` is on.
import { Type, type Static } from 'typebox';
import { DEVICE_APPS, DEVICE_SYSTEMS, type DeviceApp, type DeviceSystem } from './auth';
import { EncryptedField } from './common';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import { ExamNo, ReportItem, RisReport } from './reports';
import * as at from './calls/shares';

/** The link's random part, shown to the owner once; only its hash is kept. */
export const ShareToken = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });
/** What the reader types: 6 digits. */
export const ShareCode = Type.String({ pattern: '^[0-9]{6}$' });
/** The reader's pass after the code: signed by the server, valid 30 minutes, one report. */
export const ShareGrant = Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' });

/**
 * Successful opens of a share by one reader (address and device) within one hour, as its
 * owner sees them: the latest's time and how many.
 */
export const ShareOpen = Type.Object({
  openedAt: Type.String(),
  count: Type.Integer({ minimum: 1 }),
  /** The reader's address, masked ('203.0.113.*'). */
  place: Type.String(),
  system: Type.Unsafe<DeviceSystem>(Type.Union(DEVICE_SYSTEMS.map((s) => Type.Literal(s)))),
  app: Type.Unsafe<DeviceApp>(Type.Union(DEVICE_APPS.map((a) => Type.Literal(a)))),
});
export type ShareOpen = Static<typeof ShareOpen>;

export const SHARE_STATES = ['open', 'ended', 'expired'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

/**
 * Why a share ended: its owner ended it, its person was unbound, the account's password
 * was changed or reset, or (before issue 37) too many wrong codes.
 */
export const SHARE_END_REASONS = ['owner', 'unbound', 'password', 'guessing'] as const;
export type ShareEndReason = (typeof SHARE_END_REASONS)[number];

/** A share as its owner lists it, newest first, with its opens, newest first. */
export const ReportShare = Type.Object({
  id: PositiveId,
  tjbh: Type.String(),
  /** The report's person and exam date. */
  name: Type.String(),
  tjrq: Type.String(),
  /** Who the share is for, in the owner's words. */
  person: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  endedAt: Nullable(Type.String()),
  endReason: Nullable(
    Type.Unsafe<ShareEndReason>(Type.Union(SHARE_END_REASONS.map((r) => Type.Literal(r)))),
  ),
  state: Type.Unsafe<ShareState>(Type.Union(SHARE_STATES.map((s) => Type.Literal(s)))),
  /** Wrong codes typed since the last right one. */
  wrongCodes: Type.Integer({ minimum: 0 }),
  /** Until when wrong codes lock the share; null when it is not locked. */
  lockedUntil: Nullable(Type.String()),
  /** The latest opens, at most 20, one per reader and hour with its count. */
  opens: Type.Array(ShareOpen),
});
export type ReportShare = Static<typeof ReportShare>;

/** What the reader sees: the report and its person's name, sex and age, nothing more. */
export const SharedReport = Type.Object({
  tjbh: Type.String(),
  tjrq: Type.String(),
  name: Type.String(),
  /** 1 male, 2 female. */
  sex: Type.Unsafe<1 | 2>(Type.Integer()),
  /** Age on the exam's day; null when the profile has no birth date. */
  age: Nullable(Type.Integer()),
  summary: Type.String(),
  advice: Type.String(),
  items: Type.Array(ReportItem),
  risReports: Type.Array(RisReport),
});
export type SharedReport = Static<typeof SharedReport>;

export const shareCreate = endpoint({
  summary:
    "Not in the spec: shares a published report of one of the caller's people with one " +
    'person (`person`, 1 to 20 characters) for `days` 1, 3 or 7. Answers the share, the ' +
    "reader's `path` in the app (`/shared?hospid=&t=`) and the 6-digit `code`, both shown " +
    'once. With `mobile` the code is also texted to that phone (`smsSent`), within the ' +
    "SMS limits (429). Off unless the report's branch sets `report_share_enable` (403 " +
    '`share.off`); the report gated as `report/query` is (403 `report.viewDisabled`, 428).',
  ...at.shareCreate,
  body: Type.Object({
    tjbh: ExamNo,
    person: Type.String({ minLength: 1, maxLength: 20 }),
    days: Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(7)]),
    /** A phone to text the code to, encrypted as every phone is. */
    mobile: Type.Optional(EncryptedField),
  }),
  answer: Type.Object({
    share: ReportShare,
    path: Type.String(),
    code: Type.String(),
    smsSent: Type.Boolean(),
  }),
  refusals: [
    'reportNotFound',
    'reportNotReady',
    'report.ratingFirst',
    'report.viewDisabled',
    'share.off',
    'share.tooMany',
    'phoneInvalid',
    'smsFromAddress',
    'tooManyTries',
    'smsGateway.tooFrequent',
    'smsGateway.badNumber',
    'smsGateway.unavailable',
    'smsGateway.unreachable',
  ],
});

export const shareList = endpoint({
  summary:
    "Not in the spec: the caller's shares, of one report (`tjbh`) or all, newest first, at " +
    'most 50: `id`, `tjbh`, `name`, `tjrq`, `person`, `createdAt`, `expiresAt`, `endedAt`, ' +
    '`endReason` (`owner`, `unbound`, `password`), `state` (`open`, `ended`, `expired`), ' +
    '`wrongCodes` and `lockedUntil` (wrong codes lock a share), `opens`: the latest 20, one ' +
    'per reader and hour (`openedAt` the latest, `count`, `place` masked, `system`, `app`).',
  ...at.shareList,
  query: Type.Object({ tjbh: Type.Optional(ExamNo) }),
  answer: Type.Array(ReportShare),
});

export const shareEnd = endpoint({
  summary:
    "Not in the spec: ends one of the caller's shares at once (its reader's pass too; " +
    "unbinding the report's person ends them all); " +
    "answers it. Another account's share is 404 `share.notFound`.",
  ...at.shareEnd,
  body: Type.Object({ id: PositiveId }),
  answer: ReportShare,
  refusals: ['share.notFound'],
});

export const shareOpen = endpoint({
  summary:
    "Not in the spec, public: the reader opens a share with the link's token `t` and the " +
    '6-digit `code`. Answers a `grant` for 30 minutes (`grantExpiresAt`) and the `report`: ' +
    '`tjbh`, `tjrq`, `name`, `sex`, `age`, `summary`, `advice`, `items`, `risReports`. ' +
    'Unknown link 404, ended or expired 410, wrong code 400 with the tries left; every 5 wrong ' +
    'codes lock the share (429), 15 minutes, then twice as long each time up to a day; only ' +
    'its owner ends it; wrong tries limited per address (429). ' +
    "The report gated as the owner's is (403 `report.viewDisabled`, 409, 428 " +
    '`report.ratingPending`), at every open.',
  ...at.shareOpen,
  access: 'public',
  body: Type.Object({ t: ShareToken, code: ShareCode }),
  answer: Type.Object({
    grant: ShareGrant,
    grantExpiresAt: Type.String(),
    report: SharedReport,
  }),
  refusals: [
    'share.linkInvalid',
    'share.ended',
    'share.expired',
    'share.codeWrong',
    'share.locked',
    'share.off',
    'report.viewDisabled',
    'reportNotReady',
    'report.ratingPending',
    'tooManyTries',
  ],
});

export const shareReport = endpoint({
  summary:
    'Not in the spec, public: the shared report again with the `grant` open gave, while the ' +
    'share is live: the same `report`. A POST, so the grant stays out of addresses and ' +
    'logs. Another exam number 403 `share.otherReport`; an expired grant 403 ' +
    '`share.grantExpired`; the share ended or expired 410; the report gated as at the open.',
  ...at.shareReport,
  access: 'public',
  body: Type.Object({ grant: ShareGrant, tjbh: ExamNo }),
  answer: SharedReport,
  refusals: [
    'share.linkInvalid',
    'share.grantExpired',
    'share.otherReport',
    'share.ended',
    'share.expired',
    'share.off',
    'report.viewDisabled',
    'reportNotReady',
    'report.ratingPending',
  ],
});
