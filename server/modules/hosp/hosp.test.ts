import { describe, expect, it } from 'vitest';
import {
  BUILDING_HOSP_ID,
  DEMO_UNION_CODE,
  OPEN_HOSP_ID,
  weappConfigs,
} from '../../seeds/seedData.ts';
import { getJson, useTestApp } from '../../test/testApp.ts';
import { MSG } from '../../plugins/messages.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const ctx = useTestApp();

describe('GET /api/hosp/info', () => {
  it('answers the seeded branch with every field of the spec', async () => {
    const { status, body } = await inject(ctx.app, api.hospInfo, { id: OPEN_HOSP_ID });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const info = body.data;
    expect(info.id).toBe(OPEN_HOSP_ID);
    expect(info.name).toContain('\u6ee8\u6c5f');
    expect(info.phones.length).toBeGreaterThanOrEqual(2);
    expect(info.phones[0]).toEqual({ name: expect.any(String), phoneNumber: expect.any(String) });
    expect(info.bannerImageList.length).toBeGreaterThanOrEqual(2);
    expect(info.notice).toMatch(/<li>/);
    expect(info.introduction).toMatch(/<p>/);
    expect(typeof info.mapX).toBe('number');
    expect(typeof info.mapY).toBe('number');
    expect(info.openHour).not.toBe('');
    expect(info.logoUrl).toMatch(/\.svg$/);
  });

  it('refuses an unknown hospital with 404 in the envelope', async () => {
    const { status, body } = await inject(ctx.app, api.hospInfo, { id: 999 });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: MSG.hospitalNotFound, data: null });
  });

  it.each([{}, { id: 'abc' }, { id: 0 }, { id: -3 }, { id: 99999999999 }])(
    'answers bad input %o with 400, never 500',
    async (query) => {
      const { status, body } = await inject(ctx.app, api.hospInfo, query as never);
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.msg).toBe(MSG.badInput);
      expect(body.data).toBeNull();
    },
  );

  it('matches paths and query names without regard to case, as the spec spells both', async () => {
    const a = await inject(ctx.app, api.hospInfo, { id: OPEN_HOSP_ID });
    expect(a.status).toBe(200);
    expect(a.body.data.id).toBe(OPEN_HOSP_ID);
  });
});

describe('GET /api/Hosp/unions', () => {
  it('lists both branches with their bookable and under-construction states', async () => {
    const { body } = await inject(ctx.app, api.unionHospitals, { code: DEMO_UNION_CODE });
    expect(body.data.map((b) => [b.hosp_id, b.enable])).toEqual([
      [OPEN_HOSP_ID, 1],
      [BUILDING_HOSP_ID, 0],
    ]);
    for (const b of body.data) {
      expect(b.hosp_name).not.toBe('');
      expect(b.address).not.toBe('');
      expect(b.img_sm_url).not.toBe('');
      expect(b.remark).not.toBe('');
    }
  });

  it('answers a missing code with 400 and an unknown one with 404', async () => {
    expect((await inject(ctx.app, api.unionHospitals, {} as never)).status).toBe(400);
    expect((await inject(ctx.app, api.unionHospitals, { code: '<script>' })).status).toBe(400);
    const unknown = await inject(ctx.app, api.unionHospitals, { code: 'nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(MSG.unionNotFound);
  });
});

describe('GET /api/Hosp/configs', () => {
  it('holds every switch the spec names', async () => {
    const { body } = await inject(ctx.app, api.hospConfigs, { hospId: OPEN_HOSP_ID });
    const all = body.data.map((c) => c.code).sort();
    // Beside them, only our documented additions: the mini program's codes (weapp_*) and
    // the switches of what goes beyond the spec (issue 29).
    const beyond = ['reminder_enable', 'report_share_enable', 'report_summary_enable'];
    expect(all.filter((c) => beyond.includes(c))).toEqual(beyond);
    const codes = all.filter((c) => !c.startsWith('weapp_') && !beyond.includes(c));
    expect(all.filter((c) => c.startsWith('weapp_'))).toEqual(
      weappConfigs.map((c) => c.code).sort(),
    );
    expect(codes).toEqual(
      [
        'enable_captcha',
        'rating_before_report',
        'report_enable_default_view',
        'report_enable_pdf',
        'show_additem_option',
        'show_company_name_input',
        'show_default_payment',
        'show_payment_options',
        'show_top1_company_appointment',
        'user_password_level',
        'user_rating_response',
      ].sort(),
    );
    const companies = body.data.find((c) => c.code === 'show_company_name_input');
    expect(companies?.detail_note?.split('|').length).toBeGreaterThan(1);
    const replies = body.data.find((c) => c.code === 'user_rating_response');
    expect(replies?.value.split('|')).toHaveLength(5);
  });

  it('refuses an unknown hospital', async () => {
    expect((await inject(ctx.app, api.hospConfigs, { hospId: 77 })).status).toBe(404);
    expect((await inject(ctx.app, api.hospConfigs, {} as never)).status).toBe(400);
  });
});

describe('GET /api/Hosp/env and homePageModules', () => {
  it('answers the environment', async () => {
    const { body } = await inject(ctx.app, api.hospEnv, undefined);
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.data.imagePath).toBe('/demo-assets/');
  });

  it('answers the module list with a renamed, a hidden and an unnamed module', async () => {
    const { body } = await inject(ctx.app, api.homePageModules, { hospId: OPEN_HOSP_ID });
    const byCode = new Map(body.data.map((m) => [m.code, m]));
    expect(byCode.get('queue')?.status).toBe(2);
    expect(byCode.get('feedback')?.name).toBeNull();
    expect(byCode.get('reportList')?.name).toBe('\u67e5\u62a5\u544a');
    expect(byCode.has('guideline')).toBe(false);
  });
});

describe('demo assets', () => {
  it('draws a known picture as SVG and refuses unknown or malformed names', async () => {
    const ok = await ctx.app.inject('/demo-assets/banner-1.svg');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(ok.body).toMatch(/^<svg /);
    expect((await ctx.app.inject('/demo-assets/nothing.svg')).statusCode).toBe(404);
    expect((await ctx.app.inject('/demo-assets/..%2Fsecret.svg')).statusCode).toBe(400);
  });
});

describe('unknown routes', () => {
  it('answer 404 in the envelope', async () => {
    const { status, body } = await getJson(ctx.app, '/api/nothing/here');
    expect(status).toBe(404);
    expect(body.code).toBe(404);
  });
});
