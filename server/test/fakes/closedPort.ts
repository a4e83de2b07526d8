import { listenOnLoopback } from './loopback.ts';

/** A loopback port nothing listens on: a provider that cannot be reached. */
export async function closedPort(): Promise<number> {
  const { base, close } = await listenOnLoopback(() => {});
  await close();
  return Number(new URL(base).port);
}
