// rating/save's body as the rating popup sends it: a pure rule, so the server's tests
// (server/modules/reports/rating.test.ts) send the very body the app sends.
import type { LoginUser, Profile, RatingItem, RatingSaveBody } from '@/contract';

/** What the patient gave in the rating popup. */
export interface RatingGiven {
  tjbh: string;
  total: number;
  items: readonly RatingItem[];
  comment: string;
}

/**
 * `rating/save`'s body with every field the spec lists: the stars and the comment, the
 * signed-in account (account_id, user_mobile) and the self profile the spec rates in the
 * name of (profile_id, user_name). The phone travels encrypted (`encrypt`, the field cipher)
 * like every phone the app sends. A backend built to the spec keeps them; the reference
 * server takes the same values from the session instead of trusting these.
 */
export function ratingSaveBody(
  given: RatingGiven,
  account: Pick<LoginUser, 'id' | 'mobile'>,
  self: Pick<Profile, 'id' | 'name'>,
  encrypt: (phone: string) => string,
): Required<RatingSaveBody> {
  return {
    tjbh: given.tjbh,
    total_rating: given.total,
    rating_items: given.items.map(({ item_name, rating }) => ({ item_name, rating })),
    comment: given.comment,
    account_id: account.id,
    profile_id: self.id,
    user_mobile: encrypt(account.mobile),
    user_name: self.name,
  };
}
