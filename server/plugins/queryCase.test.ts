// A query key reaches its handler in the spelling its endpoint declares, whatever its case
// on the wire: the spec spells hospId and hospid, topNumber and topnumber.
import { describe, expect, it } from 'vitest';
import * as api from '../../src/contract/index.ts';
import { OPEN_HOSP_ID } from '../seeds/seedData.ts';
import { inject } from '../test/inject.ts';
import { useTestApp } from '../test/testApp.ts';

const ctx = useTestApp();

describe('query keys in any case', () => {
  it("are read as the endpoint's spelling", async () => {
    const spec = await inject(ctx.app, api.recommendedPackages, {
      hospId: OPEN_HOSP_ID,
      topNumber: 2,
    });
    const shouted = await inject(ctx.app, api.recommendedPackages, {
      HOSPID: OPEN_HOSP_ID,
      TOPNUMBER: 2,
    } as never);
    expect(spec.body.data).toHaveLength(2);
    expect(shouted.body).toEqual(spec.body);
  });

  it('still refuse a value the schema refuses, under any spelling', async () => {
    const res = await inject(ctx.app, api.recommendedPackages, {
      HospID: OPEN_HOSP_ID,
      topnumber: 0,
    } as never);
    expect(res.status).toBe(400);
  });
});
