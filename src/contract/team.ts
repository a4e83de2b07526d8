// Team check-up requests: a company asks the centre for a check-up of its staff (spec 2,
// "Company and team"); served by the company module.
import { Type, type Static } from 'typebox';
import { DayString, EncryptedField } from './common';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import * as at from './calls/team';

/** A team check-up request; status 0 submitted, 1 accepted, 9 withdrawn. */
export const TeamRequirement = Type.Object({
  id: Type.Integer(),
  hosp_id: Type.Integer(),
  user_account_id: Type.Integer(),
  company_name: Type.String(),
  contact: Type.String(),
  /** Masked: first 3 and last 4 digits. */
  phone_num: Type.String(),
  expected_date: Nullable(Type.String()),
  estimate_num: Nullable(Type.Integer()),
  budget: Nullable(Type.Number()),
  remark: Type.String(),
  status: Type.Integer(),
  create_time: Type.String(),
  update_time: Type.String(),
});
export type TeamRequirement = Static<typeof TeamRequirement>;

/**
 * `POST /api/company/saveRequirement`: a new request (no id), or status 9 with the id to
 * withdraw one. The lengths are the rule's (src/rules/company.ts), checked by both sides.
 */
export const SaveRequirementInput = Type.Object({
  hosp_id: PositiveId,
  id: Type.Optional(PositiveId),
  company_name: Type.Optional(Type.String({ maxLength: 200 })),
  contact: Type.Optional(Type.String({ maxLength: 200 })),
  /** Encrypted like every phone. */
  phone_num: Type.Optional(EncryptedField),
  expected_date: Type.Optional(Nullable(DayString)),
  estimate_num: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 }))),
  budget: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e10 }))),
  remark: Type.Optional(Type.String({ maxLength: 600 })),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(9)])),
});
export type SaveRequirementInput = Static<typeof SaveRequirementInput>;

/** The caller's latest team request at the branch, or null. */
export const teamRequirement = endpoint({
  summary:
    "The caller's standing team request at the branch (status 0 submitted, 1 accepted) or " +
    '`null`.',
  ...at.teamRequirement,
  query: Type.Object({ hospid: PositiveId }),
  answer: Nullable(TeamRequirement),
});

export const saveTeamRequirement = endpoint({
  summary:
    'One standing team request per account and branch (`contact` at most 20 characters, ' +
    '`remark` at most 60), answered with `company.teamSubmitted`; `id` with `status` 9 ' +
    'withdraws it (`company.teamWithdrawn`, else `company.teamWithdrawFailed`).',
  ...at.saveTeamRequirement,
  body: SaveRequirementInput,
  answer: TeamRequirement,
  refusals: [
    'team.teamCompanyRequired',
    'team.teamContactRequired',
    'team.teamPhoneRequired',
    'team.teamPhoneInvalid',
    'team.teamCompanyTooLong',
    'team.teamContactTooLong',
    'team.teamRemarkTooLong',
    'team.teamDatePast',
    'bounds.teamDailyCap',
    'bounds.teamTotalCap',
    'hospitalNotFound',
    'company.teamExists',
    'company.teamWithdrawFailed',
  ],
});
