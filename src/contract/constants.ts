// The contract's values the app needs at run time. The app imports only types from the
// other contract files, so no schema code reaches its bundle; these constants have no
// dependency at all.

/** Header whose presence tells the client to keep the whole body instead of `data`. */
export const PAGING_HEADER = 'paging-headers';

export const CODE_OK = 200;

/** Envelope code of an SMS login for a phone with no account: data is the sign-up sign. */
export const CODE_NOT_REGISTERED = 204;

/** The exam taker's relations to the account holder besides 'self' (the account holder). */
export const RELATIONS = ['parents', 'child', 'brother', 'sister', 'other'] as const;

/** What a patient can write feedback about: the form's choices, as stored. */
export const FEEDBACK_TYPES = ['suggestion', 'complaint', 'praise', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
