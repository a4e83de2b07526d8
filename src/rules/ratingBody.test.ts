import { describe, expect, it } from 'vitest';
import { ratingSaveBody } from './ratingBody';

describe('ratingSaveBody', () => {
  it("sends every field of the spec's rating/save, from the account and its self profile, the phone encrypted", () => {
    const body = ratingSaveBody(
      {
        tjbh: 'T2026031001',
        total: 4,
        // A row as the list answered it may carry more than the spec's two fields.
        items: [
          { item_name: '前台服务', rating: 5, extra: 'x' } as never,
          { item_name: '医生服务', rating: 4 },
        ],
        comment: '抽血不用排队',
      },
      { id: 17, mobile: '13800000001' },
      { id: 42, name: '张三' },
      (phone) => `cipher(${phone})`,
    );
    expect(body).toEqual({
      tjbh: 'T2026031001',
      total_rating: 4,
      rating_items: [
        { item_name: '前台服务', rating: 5 },
        { item_name: '医生服务', rating: 4 },
      ],
      comment: '抽血不用排队',
      account_id: 17,
      profile_id: 42,
      user_mobile: 'cipher(13800000001)',
      user_name: '张三',
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'account_id',
        'comment',
        'profile_id',
        'rating_items',
        'total_rating',
        'tjbh',
        'user_mobile',
        'user_name',
      ].sort(),
    );
  });
});
