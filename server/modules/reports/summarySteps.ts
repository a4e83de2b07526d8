import type { FastifyInstance } from 'fastify';
import * as api from '../../../src/contract/index.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { inject } from '../../test/inject.ts';

// What the summary's tests ask through the API, as the app does.

/** The doctor's summary of an exam at the open branch, compared with `compare` if named. */
export const summaryOf = (app: FastifyInstance, token: string, tjbh: string, compare?: string) =>
  inject(
    app,
    api.doctorSummary,
    { tjbh, hospId: OPEN_HOSP_ID, ...(compare ? { compare } : {}) },
    token,
  );
