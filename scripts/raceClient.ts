// What the race scripts share: calls to a running server in its envelope, a demo login, the
// slot they race for and the verdict on the answers.
import type { LoginUser, ScheduleDay } from '../src/contract/index.ts';
import { encryptField, loginPasswordHash } from '../src/rules/fieldCrypto.ts';
import { readConfig } from '../server/config.ts';
import { DEMO_PASSWORD } from '../server/seeds/seedData.ts';

export function raceClient(baseUrl: string) {
  const base = baseUrl.replace(/\/$/, '');
  const { fieldKey, fieldIv } = readConfig();

  async function call<T>(path: string, init: RequestInit & { token?: string } = {}) {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    });
    return {
      status: res.status,
      body: (await res.json()) as { code: number; msg: string; data: T },
    };
  }

  /** Logs a demo account in (the demo password) and hands back its token. */
  async function login(phone: string): Promise<string> {
    const res = await call<LoginUser>('/api/Auth/Login', {
      method: 'POST',
      body: JSON.stringify({
        username: encryptField(phone, fieldKey, fieldIv),
        password: loginPasswordHash(DEMO_PASSWORD, phone),
      }),
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.body.msg}`);
    return res.body.data.token;
  }

  /** POSTs every body to `path` at once: the race itself, timed. */
  async function fireAtOnce(path: string, token: string, bodies: object[]): Promise<Race> {
    const started = Date.now();
    const answers = await Promise.all(
      bodies.map((body) => call(path, { method: 'POST', token, body: JSON.stringify(body) })),
    );
    return { answers, ms: Date.now() - started };
  }

  return { call, login, fireAtOnce };
}

type TimeRange = ScheduleDay['timeRanges'][number];
type Answer = { status: number; body: { msg: string } };
type Race = { answers: Answer[]; ms: number };

/** The open slot with the fewest seats left, so the race stays short. */
export function fewestSeatsLeft(days: ScheduleDay[], open: (range: TimeRange) => boolean) {
  const candidates = days.flatMap((d) =>
    d.timeRanges
      .filter(open)
      .map((r) => ({ day: d.dayValue, range: r, left: r.limitNum - r.orderNum })),
  );
  candidates.sort((a, b) => a.left - b.left);
  return candidates[0];
}

/**
 * Prints how the answers fell and exits: 0 when every seat left was booked exactly once and
 * every other request was refused as `refusal` says, 1 otherwise.
 */
export function judgeRace(
  { answers, ms }: Race,
  seats: number,
  refusal: { as: string; is: (answer: Answer) => boolean },
): never {
  const booked = answers.filter((r) => r.status === 200).length;
  const refused = answers.filter(refusal.is).length;
  const other = answers.length - booked - refused;
  console.log(
    `booked ${booked}, refused ${refusal.as} ${refused}, other answers ${other} (${ms} ms)`,
  );
  const ok = booked === seats && refused === answers.length - seats && other === 0;
  console.log(ok ? 'capacity held' : 'CAPACITY BROKEN');
  process.exit(ok ? 0 : 1);
}
