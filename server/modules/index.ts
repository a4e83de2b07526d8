import type { Module } from '../plugins/api.ts';

/** Every area of the API, registered in this order by app.ts. */
export const modules: Module[] = [];
