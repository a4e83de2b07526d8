import { shareCreate, shareEnd, shareList, shareOpen, shareReport } from '@/contract/calls/shares';
import { call, type CallInput } from '@/kit/api/call';
import { useQuery } from '@/kit/query/useQuery';
import { readSession, writeSession } from '@/platform/storage';

// A report shared with family: the owner's calls (make, list, end) and the reader's (open
// with the code, read again with the grant).

export const sharesKey = ['shares'] as const;

export const sharesApi = {
  create: (body: CallInput<typeof shareCreate>) => call(shareCreate, body),
  end: (id: number) => call(shareEnd, { id }),
  open: (t: string, code: string) => call(shareOpen, { t, code }),
  read: (grant: string, tjbh: string) => call(shareReport, { grant, tjbh }),
};

/**
 * The owner's shares of one report, or of every report when none is named (the user
 * centre's list, which outlives the relative a share was of), newest first, with who
 * opened them.
 */
export const useReportShares = (tjbh: string) =>
  useQuery([...sharesKey, tjbh || 'all'], () => call(shareList, tjbh ? { tjbh } : {}));

/**
 * The reader's grant of one link, kept for this tab only: a reload reads the report again
 * without the code while the grant lasts, and learns at once when the share has ended.
 */
export interface KeptGrant {
  grant: string;
  tjbh: string;
}

const grantKey = (token: string) => `sharedReport:${token}`;

export function keptGrant(token: string): KeptGrant | null {
  try {
    const kept = JSON.parse(readSession(grantKey(token)) ?? 'null') as KeptGrant | null;
    return kept && typeof kept.grant === 'string' && typeof kept.tjbh === 'string' ? kept : null;
  } catch {
    return null;
  }
}

export const keepGrant = (token: string, kept: KeptGrant | null) =>
  writeSession(grantKey(token), kept && JSON.stringify(kept));
