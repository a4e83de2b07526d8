import { ApiError } from '@/kit/api/envelope';
import { readWithRetry } from './retry';

/** A query's key: its area first, then what it depends on, e.g. ['orders', hospId]. */
export type QueryKey = readonly (string | number | boolean | null)[];

export interface QueryState<T> {
  data?: T;
  error?: ApiError;
  /** A load is under way. */
  fetching: boolean;
  /** A further part is loading (a list's next page); the data stays on screen. */
  extending?: boolean;
  /** Why the last further part failed; the data stays, and the part may be asked again. */
  extendError?: ApiError;
}

interface Entry {
  key: QueryKey;
  state: QueryState<unknown>;
  load: () => Promise<unknown>;
  /** Never loaded, or invalidated: the next reader loads again. */
  stale: boolean;
  /** Counts loads, so an answer overtaken by a later load is dropped. */
  round: number;
  listeners: Set<() => void>;
}

// One cache for the page's lifetime: data read once is shown at once when a page comes
// back, and a change anywhere invalidates it by key.
const entries = new Map<string, Entry>();
const IDLE: QueryState<never> = { fetching: false };

const hashOf = (key: QueryKey) => JSON.stringify(key);

function update(entry: Entry, state: QueryState<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function entryFor(key: QueryKey, load: () => Promise<unknown>): Entry {
  const hash = hashOf(key);
  let entry = entries.get(hash);
  if (!entry) {
    entry = { key, state: IDLE, load, stale: true, round: 0, listeners: new Set() };
    entries.set(hash, entry);
  }
  // The newest closure: it may hold values the key does not (a page's other params).
  entry.load = load;
  return entry;
}

const asApiError = (err: unknown) => (err instanceof ApiError ? err : new ApiError(-1, ''));

function fetchEntry(entry: Entry): Promise<unknown> {
  const round = ++entry.round;
  entry.stale = false;
  // A further part still on its way is overtaken: this load answers the whole key.
  update(entry, { data: entry.state.data, error: entry.state.error, fetching: true });
  return readWithRetry(entry.load).then(
    (data) => round === entry.round && update(entry, { data, fetching: false }),
    (err: unknown) => {
      if (round !== entry.round) return;
      console.error(err);
      update(entry, { data: entry.state.data, error: asApiError(err), fetching: false });
    },
  );
}

/**
 * Subscribes to a key's state. The first reader loads it again (what it held is shown
 * meanwhile), as does any reader once it has been invalidated.
 */
export function subscribe(key: QueryKey, load: () => Promise<unknown>, listener: () => void) {
  const entry = entryFor(key, load);
  entry.listeners.add(listener);
  if (!entry.state.fetching && (entry.stale || entry.listeners.size === 1)) void fetchEntry(entry);
  return () => entry.listeners.delete(listener);
}

export function stateOf<T>(key: QueryKey): QueryState<T> {
  return (entries.get(hashOf(key))?.state ?? IDLE) as QueryState<T>;
}

/**
 * Loads a key again now; its data stays on screen meanwhile. A retry drops the error at
 * once; a poll (`keepError`) leaves it on screen until the answer replaces it.
 */
export function refetch(key: QueryKey, keepError = false) {
  const entry = entries.get(hashOf(key));
  if (!entry) return;
  if (!keepError) update(entry, { data: entry.state.data, fetching: entry.state.fetching });
  void fetchEntry(entry);
}

/**
 * Adds to a key's data (a list's next page): `more` gets the data held and answers the
 * whole new data. One at a time, and never during a load of the whole key, whose answer
 * would replace it anyway; a load that starts meanwhile drops its answer. A failure is
 * kept beside the data (`extendError`) until the next try.
 */
export function extend<T>(key: QueryKey, more: (data: T) => Promise<T>) {
  const entry = entries.get(hashOf(key));
  if (!entry || entry.state.data === undefined || entry.state.fetching || entry.state.extending)
    return;
  const round = entry.round;
  const held = entry.state.data as T;
  update(entry, { data: held, error: entry.state.error, fetching: false, extending: true });
  void readWithRetry(() => more(held)).then(
    (data) => round === entry.round && update(entry, { data, fetching: false }),
    (err: unknown) => {
      if (round !== entry.round) return;
      console.error(err);
      update(entry, { data: held, fetching: false, extendError: asApiError(err) });
    },
  );
}

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

/**
 * After a change: every key under `prefix` is out of date. Keys on screen load again at
 * once; the others load when next read.
 */
export function invalidate(prefix: QueryKey) {
  for (const entry of entries.values()) {
    if (!startsWith(entry.key, prefix)) continue;
    entry.stale = true;
    if (entry.listeners.size > 0) void fetchEntry(entry);
  }
}

/**
 * Pull to refresh: every key on screen loads again, the rest when next read. Resolves once
 * those on screen have answered (or failed: the page shows its error), so the spinner
 * stays exactly as long as the loads.
 */
export function refreshAll(): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const entry of entries.values()) {
    entry.stale = true;
    if (entry.listeners.size > 0) loads.push(fetchEntry(entry));
  }
  return Promise.all(loads).then(() => undefined);
}

/** Forgets everything (logout, tests). */
export function clearQueries() {
  entries.clear();
}
