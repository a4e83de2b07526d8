import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Rating, RatingItem, type LoginUser } from '../../../src/contract/index.ts';
import { ratingSaveBody } from '../../../src/rules/ratingBody.ts';
import { canCompare, daysSinceExam, RATING_WINDOW_DAYS } from '../../../src/rules/reports.ts';
import { DEMO_PASSWORD, demoUsers } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken, enc, passwordLogin } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { REPORT_MSG } from './messages.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const ctx = useTestApp();
let mine = '';
let other = '';

beforeAll(async () => {
  mine = await demoToken(ctx.app, 3);
  other = await demoToken(ctx.app, 2);
});

async function exams(token: string, which: 0 | 1 = 0) {
  const profiles = (await inject(ctx.app, api.profileList, {}, token)).body.data;
  const id = profiles[which]!.id;
  return (await inject(ctx.app, api.examRecords, { profileId: id }, token)).body.data;
}

const items = async (rating: number) =>
  (await inject(ctx.app, api.ratingList, undefined, mine)).body.data.map((i) => ({ ...i, rating }));

describe('rating', () => {
  it('lists the four items to rate, unrated', async () => {
    const res = await inject(ctx.app, api.ratingList, undefined, mine);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(4);
    expect(res.body.data.every((i) => i.rating === 0 && Value.Check(RatingItem, i))).toBe(true);
  });

  it('the latest demo exam is unrated and under 180 days old (the gate has work to do)', async () => {
    const [latest] = (await exams(mine)).filter(canCompare);
    expect(latest!.is_rated).toBe(false);
    expect(daysSinceExam(latest!.tjrq, new Date())).toBeLessThan(RATING_WINDOW_DAYS);
    expect(
      (await inject(ctx.app, api.ratingRecord, { tjbh: latest!.tjbh }, mine)).body.data,
    ).toBeNull();
  });

  it('refuses an item rating/list does not give and keeps nothing; the app body saves', async () => {
    const [latest] = (await exams(mine)).filter(canCompare);
    const tjbh = latest!.tjbh;
    const record = async () => (await inject(ctx.app, api.ratingRecord, { tjbh }, mine)).body.data;
    const listed = await items(5);
    const invented = { item_name: '停车服务', rating: 5 };
    for (const rating_items of [
      [...listed, invented],
      [...listed.slice(1), invented],
      [...listed, listed[0]!],
    ]) {
      const res = await inject(
        ctx.app,
        api.saveRating,
        { tjbh, total_rating: 5, rating_items, comment: '' },
        mine,
      );
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(REPORT_MSG.ratingItemUnknown);
    }
    expect(await record()).toBeNull();

    // The popup's own body, as RatingPopup builds it from the list it was given.
    const login = await passwordLogin(ctx.app, demoUsers[3]!.mobile, DEMO_PASSWORD);
    const account = login.body.data as LoginUser;
    const profiles = (await inject(ctx.app, api.profileList, {}, mine)).body.data;
    const self = profiles.find((p) => p.relation === 'self')!;
    const body = ratingSaveBody(
      { tjbh, total: 5, items: listed, comment: '前台很热情' },
      account,
      self,
      enc,
    );
    // The phone travels encrypted, and the schema takes the cipher text.
    expect(body.user_mobile).toBe(enc(demoUsers[3]!.mobile));
    expect(body.user_mobile).not.toBe(demoUsers[3]!.mobile);
    const saved = await inject(ctx.app, api.saveRating, body, mine);
    expect(saved.status).toBe(200);
    expect((saved.body.data as Rating).rating_items).toEqual(listed);
    const stored = await record();
    expect(stored).toMatchObject({ total_rating: 5, rating_items: listed, comment: '前台很热情' });

    // A rated exam is refused the invented item too, and its rating stays as it was.
    const again = await inject(
      ctx.app,
      api.saveRating,
      { ...body, rating_items: [...listed, invented] },
      mine,
    );
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(REPORT_MSG.ratingItemUnknown);
    expect(await record()).toEqual(stored);
  });

  it('refuses a missing star, then saves in the self profile and records it once', async () => {
    // A relative's exam: the rating is still made in the account holder's name.
    const [latest] = (await exams(mine, 1)).filter(canCompare);
    const tjbh = latest!.tjbh;
    const incomplete = await inject(
      ctx.app,
      api.saveRating,
      {
        tjbh,
        total_rating: 4,
        rating_items: [...(await items(5)).slice(1), { ...(await items(0))[0]! }],
        comment: '',
      },
      mine,
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.msg).toBe(MSG.ratingIncomplete);
    const itemMissing = await inject(
      ctx.app,
      api.saveRating,
      { tjbh, total_rating: 4, rating_items: (await items(5)).slice(1), comment: '' },
      mine,
    );
    expect(itemMissing.status).toBe(400);
    expect(itemMissing.body.msg).toBe(MSG.ratingIncomplete);
    const zero = await inject(
      ctx.app,
      api.saveRating,
      { tjbh, total_rating: 0, rating_items: await items(5), comment: '' },
      mine,
    );
    expect(zero.body.msg).toBe(MSG.ratingIncomplete);

    const saved = await inject(
      ctx.app,
      api.saveRating,
      {
        tjbh,
        total_rating: 4,
        rating_items: await items(5),
        comment: ' 护士很耐心 ',
        // The spec's fields, as a client sends them: none decides whose rating it is.
        account_id: 1,
        profile_id: 1,
        user_mobile: '13900000000',
        user_name: 'someone else',
      },
      mine,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe(MSG.ratingSaved);
    const rating = saved.body.data as Rating;
    expect(Value.Check(Rating, rating)).toBe(true);
    const profiles = (await inject(ctx.app, api.profileList, {}, mine)).body.data;
    const self = profiles.find((p) => p.relation === 'self')!;
    expect(rating).toMatchObject({
      total_rating: 4,
      comment: '护士很耐心',
      profile_id: self.id,
      account_id: self.account_id,
    });
    expect(self.account_id).not.toBe(1);
    expect(rating.user_name).toBe(self.name);

    const record = await inject(ctx.app, api.ratingRecord, { tjbh }, mine);
    expect(record.body.data).toMatchObject({ tjbh, total_rating: 4, is_rated: true });
    expect((await exams(mine, 1)).find((e) => e.tjbh === tjbh)!.is_rated).toBe(true);

    const again = await inject(
      ctx.app,
      api.saveRating,
      { tjbh, total_rating: 5, rating_items: await items(5), comment: '' },
      mine,
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(MSG.ratingDone);
  });

  it('no one rates or reads the rating of another account exam', async () => {
    const [theirs] = (await exams(other)).filter(canCompare);
    const res = await inject(
      ctx.app,
      api.saveRating,
      { tjbh: theirs!.tjbh, total_rating: 1, rating_items: await items(1), comment: '' },
      mine,
    );
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(MSG.reportNotFound);
    expect((await inject(ctx.app, api.ratingRecord, { tjbh: theirs!.tjbh }, mine)).status).toBe(
      404,
    );
  });

  it('bad bodies are a 4xx', async () => {
    for (const body of [
      {},
      { tjbh: 'T1', total_rating: 3, rating_items: [], comment: '' },
      { tjbh: 'T20250101011', total_rating: 9, rating_items: [], comment: '' },
      { tjbh: 'T20250101011', total_rating: 3, rating_items: 'x', comment: '' },
      { tjbh: 'T20250101011', total_rating: 3, rating_items: [], comment: 'a'.repeat(600) },
    ]) {
      const res = await inject(ctx.app, api.saveRating, body as never, mine);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
