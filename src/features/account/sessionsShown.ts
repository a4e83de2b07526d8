import dayjs from 'dayjs';
import type { AccountSession } from '@/contract';

const TO_MINUTE = 'YYYY-MM-DD HH:mm';
const TO_SECOND = 'YYYY-MM-DD HH:mm:ss';

/** What one row of the device list says of its session. */
export interface SessionShown {
  session: AccountSession;
  /** "iPhone · WeChat". */
  name: string;
  signedIn: string;
  lastUsed: string;
  /** Another session bears the same name: its sign-in time names this one. */
  twin: boolean;
}

/**
 * The rows of the device list. Two phones of one kind on one network, signed in within the
 * same minute, read alike to the minute (issue 38): their times then show the seconds, and
 * a name two sessions share is told apart by the sign-in time wherever it names one.
 */
export function sessionsShown(
  sessions: readonly AccountSession[],
  nameOf: (s: AccountSession) => string,
): SessionShown[] {
  const times = (s: AccountSession, format: string) => ({
    signedIn: dayjs(s.createdAt).format(format),
    lastUsed: dayjs(s.lastUsedAt).format(format),
  });
  const reads = (s: AccountSession) => {
    const { signedIn, lastUsed } = times(s, TO_MINUTE);
    return [nameOf(s), s.place, signedIn, lastUsed].join('\n');
  };
  const counted = (keys: string[]) => (key: string) => keys.filter((k) => k === key).length;
  const alike = counted(sessions.map(reads));
  const named = counted(sessions.map(nameOf));
  return sessions.map((session) => ({
    session,
    name: nameOf(session),
    ...times(session, alike(reads(session)) > 1 ? TO_SECOND : TO_MINUTE),
    twin: named(nameOf(session)) > 1,
  }));
}
