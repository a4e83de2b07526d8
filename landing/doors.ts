import { parseHospId, withHospId } from '../src/domains/hospital/hospid.ts';
import type { Door } from '../src/domains/session/ssoDoors.ts';

// The addresses the official account's menu and the partners link to. They are one page,
// landing/door.html, built under each name (scripts/landingDoors.ts); the page reads its
// door from its own name.
export const LANDING_DOORS = ['wechat', 'portal', 'sso', 'ssoLogin'] as const satisfies readonly (
  Door | 'wechat'
)[];
export type LandingDoor = (typeof LANDING_DOORS)[number];

export function doorOfPath(pathname: string): LandingDoor | null {
  const name = /\/(\w+)\.html$/.exec(pathname)?.[1];
  return LANDING_DOORS.find((door) => door === name) ?? null;
}

/**
 * Where a door goes when something it did not expect goes wrong: the home of the branch
 * the link named (each hospital's patients stay in their own branch), or the error page
 * when the link names none.
 */
export function fallbackRoute(search: string): string {
  const hospId = parseHospId(new URLSearchParams(search).get('hospid'));
  return hospId === null ? '/error' : withHospId('/', hospId);
}
