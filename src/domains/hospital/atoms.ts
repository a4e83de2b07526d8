import { atom } from 'jotai';

/**
 * The last branch a page was opened with: the guard's "previous route" when a route
 * arrives without hospid, and what links from exempt pages keep. Pages read their own
 * branch with useHospId().
 */
export const hospIdAtom = atom<number | null>(null);
