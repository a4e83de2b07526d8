import { atom } from 'jotai';
import { loadable } from '@/kit/loadable';
import { hospApi } from '@/domains/hospital/api';
import type { HomeModule, HospAsset, HospConfig, HospitalInfo } from '@/contract';

/** The branch every call is scoped to; set by the route guard from the query. */
export const hospidAtom = atom<number | null>(null);

// Bumped to fetch the hospital's data again after a failure.
export const hospScopeRetryAtom = atom(0);

/**
 * Data of the current branch. Each derives from hospidAtom, so switching branch starts
 * from nothing instead of showing the previous branch's data.
 */
function scoped<T>(load: (hospId: number) => Promise<T>) {
  return loadable(
    atom(async (get): Promise<T | null> => {
      get(hospScopeRetryAtom);
      const hospId = get(hospidAtom);
      return hospId === null ? null : load(hospId);
    }),
  );
}

export const hospitalInfoAtom = scoped<HospitalInfo>(hospApi.info);
export const hospConfigsAtom = scoped<HospConfig[]>(hospApi.configs);
export const homeModulesAtom = scoped<HomeModule[]>(hospApi.homePageModules);
export const hospAssetsAtom = scoped<HospAsset[]>(hospApi.assets);

/** Version and image base of the backend: not branch-scoped, fetched once. */
export const hospEnvAtom = loadable(atom(() => hospApi.env()));
