import type { Profile, ProfileInput, Relation } from '../../../src/contract/index.ts';
import { profileLinkRefusal, type ProfileLink } from '../../../src/rules/profileForm.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { renameAccount, spendSmsCode } from '../auth/index.ts';
import { endSharesOfPerson } from '../shares/index.ts';
import { validateProfile, type ValidProfile } from './input.ts';
import * as profiles from './repository.ts';
import type { ProfileRow } from './repository.ts';

/** The link's rules as the form applies them, refused with the form's words. */
function checkLink(link: ProfileLink, asked: { adding: boolean; self: boolean }) {
  const refusal = profileLinkRefusal(link, asked);
  if (refusal) throw new ApiError(400, MSG[refusal]);
}

// The exam takers of an account: listing, adding, changing and unbinding them.

/** The API's view: the personal numbers leave encrypted with the contract's field key. */
const toProfile = ({ fields, vault }: Deps, r: ProfileRow): Profile => ({
  id: r.id,
  account_id: r.account_id,
  name: r.name,
  sex: r.sex,
  birth: r.birth,
  marital: r.marital,
  idType: r.id_type,
  idcard: fields.encrypt(vault.open(r.idcard_enc)),
  mobile: fields.encrypt(vault.open(r.mobile_enc)),
  relation: r.relation,
  jlzt: r.jlzt,
});

/** A bound profile of this account; another account's, or an unbound one, is "not found". */
async function ownProfile(q: Queryable, accountId: number, id: number) {
  const row = await profiles.lockBoundProfile(q, accountId, id);
  if (!row) throw new ApiError(404, MSG.profileNotFound);
  return row;
}

const checkedInput = ({ fields }: Deps, body: ProfileInput): ValidProfile =>
  validateProfile({
    name: body.name,
    idType: body.idType,
    idcard: fields.decrypt(body.idcard, 'idcard'),
    sex: body.sex,
    birth: body.birth,
    marital: body.marital,
  });

async function refuseDuplicate(
  q: Queryable,
  { vault }: Deps,
  accountId: number,
  idcard: string,
  exceptId = 0,
) {
  if (await profiles.hasBoundIdcard(q, accountId, vault.fingerprint(idcard), exceptId))
    throw new ApiError(409, MSG.profileExists);
}

export const listProfiles = async (deps: Deps, accountId: number): Promise<Profile[]> =>
  (await profiles.boundProfiles(deps.db, accountId)).map((r) => toProfile(deps, r));

export async function addProfile(
  deps: Deps,
  accountId: number,
  body: ProfileInput,
  clientIp: string,
): Promise<Profile> {
  const { db, fields, vault } = deps;
  const profile = checkedInput(deps, body);
  const mobile = body.mobile ? fields.decrypt(body.mobile, 'mobile') : '';
  const { relation, smsCode = '' } = body;
  checkLink({ relation, mobile, smsCode }, { adding: true, self: false });
  await refuseDuplicate(db, deps, accountId, profile.idcard);
  await spendSmsCode(db, mobile, smsCode, clientIp);
  const id = await profiles.insertProfile(db, vault, { accountId, profile, mobile, relation });
  const row = await profiles.profileById(db, id);
  if (!row) throw new Error('profile insert returned no row');
  return toProfile(deps, row);
}

export async function changeProfile(
  deps: Deps,
  accountId: number,
  body: ProfileInput,
): Promise<Profile> {
  if (!body.id) throw new ApiError(400, MSG.invalidOperation);
  const id = body.id;
  const profile = checkedInput(deps, body);
  const saved = await deps.db.tx(async (q) => {
    const current = await ownProfile(q, accountId, id);
    // The self profile stays "self"; a relative's relation must be one of the list.
    const self = Boolean(current.is_self);
    checkLink(body, { adding: false, self });
    const relation: Relation = self ? 'self' : body.relation;
    await refuseDuplicate(q, deps, accountId, profile.idcard, current.id);
    // The phone is not changed here: a new number would need its own SMS check.
    const row = await profiles.updateProfile(q, deps.vault, current.id, { profile, relation });
    // The account holder's name follows their own profile's.
    if (current.is_self) await renameAccount(q, accountId, profile.name);
    return row;
  });
  return toProfile(deps, saved);
}

export async function unbindPerson(
  { db }: Deps,
  accountId: number,
  id: number | undefined,
): Promise<void> {
  if (!id || id <= 0) throw new ApiError(400, MSG.invalidOperation);
  await db.tx(async (q) => {
    const current = await ownProfile(q, accountId, id);
    if (current.is_self) throw new ApiError(400, MSG.invalidOperation);
    await profiles.unbindProfile(q, id);
    // Spec 1, section 5: an unbound person's reports can no longer be viewed. The PDF
    // keys the account was given check the binding when used (reports' pdfService); the
    // shares it made of the person's reports end here, their readers' passes with them.
    await endSharesOfPerson(q, accountId, id);
  });
}

/** Gives profiles made before migration 015 their phone's fingerprint; answers how many. */
export const fingerprintProfilePhones: typeof profiles.fingerprintProfilePhones = (q, vault) =>
  profiles.fingerprintProfilePhones(q, vault);

/** The one writer of a profile row, which seals its ID number and phone (sign-up, seeds). */
export const insertProfile: typeof profiles.insertProfile = (q, vault, p) =>
  profiles.insertProfile(q, vault, p);
/** Reads of one profile: an order's person, the sex a booking checks, a survey's taker. */
export const profileById: typeof profiles.profileById = (q, id) => profiles.profileById(q, id);
export const activeProfileSex: typeof profiles.activeProfileSex = (q, id, accountId) =>
  profiles.activeProfileSex(q, id, accountId);
