// Exam-taker profiles.

/** 0 resident ID card, 1 passport, 2 Hong Kong/Macau/Taiwan permit, 3 other. */
export type IdType = 0 | 1 | 2 | 3;

import type { RELATIONS } from './constants';

/** The exam taker's relation to the account holder; 'self' is the account holder. */
export type Relation = 'self' | (typeof RELATIONS)[number];

/** An exam-taker profile as the API sends it: `idcard` and `mobile` encrypted. */
export interface Profile {
  id: number;
  account_id: number;
  name: string;
  sex: 1 | 2;
  /** YYYY-MM-DD. */
  birth: string;
  marital: 0 | 1 | 2 | null;
  idType: IdType;
  idcard: string;
  mobile: string;
  relation: Relation;
  /** 1 bound. */
  jlzt: number;
}

/** What addprofile and updateprofile take: `idcard` and `mobile` encrypted. */
export interface ProfileInput {
  id?: number;
  name: string;
  idType: IdType;
  idcard: string;
  sex?: 1 | 2;
  /** YYYYMMDD. */
  birth?: string;
  marital: 0 | 1 | 2;
  relation: Relation;
  /** Only when adding: the person's phone and the SMS code sent to it. */
  mobile?: string;
  smsCode?: string;
}
