import { createContext, useContext } from 'react';

const HospIdContext = createContext<number | null>(null);

/** Set by the route guard around a branch-scoped page, once the query names its branch. */
export const HospIdProvider = HospIdContext.Provider;

/**
 * The branch of the current page. The guard renders a branch-scoped page only with a
 * valid hospid, so a page never handles "no branch"; reading it on an exempt route
 * (union, error, not found) is a programming error.
 */
export function useHospId(): number {
  const hospId = useContext(HospIdContext);
  if (hospId === null) throw new Error('no branch');
  return hospId;
}
