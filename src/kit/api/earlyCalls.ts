// The hand-over between the script in index.html that starts home's calls before the app's
// bundle has arrived, and the API client that would otherwise make them again.

/** What an early call received; the client reads it as it reads its own answers. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

declare global {
  interface Window {
    __earlyCalls?: Record<string, Promise<EarlyAnswer | null>>;
  }
}

/** Starts a GET the client will take over; a failure of any kind leaves it to the client. */
export function startEarlyCall(
  win: Window,
  base: string,
  key: string,
): Promise<EarlyAnswer | null> {
  const calls = (win.__earlyCalls ??= {});
  const answer = win
    .fetch(base.replace(/\/*$/, '/') + key, { credentials: 'same-origin' })
    .then(async (res) => {
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => (headers[name] = value));
      return { status: res.status, body: (await res.json()) as unknown, headers };
    })
    .catch(() => null);
  calls[key] = answer;
  return answer;
}

/**
 * The answer of an early call, once: later reads (a refresh) ask the server again. Null
 * when there was none, or it did not come back as a 200 with a JSON body.
 */
export async function takeEarlyCall(key: string): Promise<EarlyAnswer | null> {
  const calls = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  const call = calls?.[key];
  if (!call || !calls) return null;
  delete calls[key];
  const answer = await call;
  return answer?.status === 200 ? answer : null;
}
