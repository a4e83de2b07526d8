import { atom, type Atom } from 'jotai';
import { unwrap } from 'jotai/utils';

export type Loadable<T> =
  { state: 'loading' } | { state: 'hasData'; data: T } | { state: 'hasError'; error: unknown };

/**
 * An async atom read without Suspense: pages show their own skeleton and error state.
 * (jotai's own `loadable` is deprecated in favour of this pattern over `unwrap`.)
 */
export function loadable<T>(source: Atom<Promise<T>>): Atom<Loadable<T>> {
  const settled = atom(async (get): Promise<Loadable<T>> => {
    try {
      return { state: 'hasData', data: await get(source) };
    } catch (error) {
      return { state: 'hasError', error };
    }
  });
  return unwrap(settled, (): Loadable<T> => ({ state: 'loading' }));
}
