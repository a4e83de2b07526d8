// A query key reaches its handler in the spelling its endpoint declares, whatever its case
// on the wire: the spec spells hospId and hospid, topNumber and topnumber.
import { describe, expect, it } from 'vitest';
import { OPEN_HOSP_ID } from '../db/seedData.ts';
import { getJson, useTestApp } from '../test/testApp.ts';

const ctx = useTestApp();

describe('query keys in any case', () => {
  it("are read as the endpoint's spelling", async () => {
    const spec = await getJson<unknown[]>(
      ctx.app,
      `/api/package/recommand?hospId=${OPEN_HOSP_ID}&topNumber=2`,
    );
    const shouted = await getJson(
      ctx.app,
      `/api/package/recommand?HOSPID=${OPEN_HOSP_ID}&TOPNUMBER=2`,
    );
    expect(spec.body.data).toHaveLength(2);
    expect(shouted.body).toEqual(spec.body);
  });

  it('still refuse a value the schema refuses, under any spelling', async () => {
    const res = await getJson(ctx.app, `/api/package/recommand?HospID=${OPEN_HOSP_ID}&topnumber=0`);
    expect(res.status).toBe(400);
  });
});
