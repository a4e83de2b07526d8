import type { Door } from '../src/domains/session/ssoDoors';

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
