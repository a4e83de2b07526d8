import type { FastifyInstance } from 'fastify';
import { RELATIONS, type Profile, type ProfileInput } from '../../src/contract/index.ts';
import { isValidPhone } from '../../src/rules/phone.ts';
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { requireAccount } from '../http/auth.ts';
import { ApiError, ok } from '../plugins/envelope.ts';
import { MSG } from '../plugins/messages.ts';
import { encryptedField, positiveId } from '../http/schemas.ts';
import { validateProfile, type ValidProfile } from '../services/profileInput.ts';
import { insertProfile } from '../services/profiles.ts';
import { consumeSmsCode } from '../services/smsCodes.ts';

interface ProfileRow {
  id: number;
  account_id: number;
  name: string;
  sex: 1 | 2;
  birth: string;
  marital: 0 | 1 | 2 | null;
  id_type: 0 | 1 | 2 | 3;
  idcard_enc: string;
  mobile_enc: string;
  relation: Profile['relation'];
  is_self: boolean;
  jlzt: number;
}

const profileBody = {
  type: 'object',
  required: ['name', 'idType', 'idcard', 'relation'],
  properties: {
    id: { type: 'integer', minimum: 0 },
    name: { type: 'string', maxLength: 64 },
    idType: { type: 'integer', enum: [0, 1, 2, 3] },
    idcard: encryptedField,
    sex: { type: 'integer' },
    birth: { type: 'string', maxLength: 8 },
    marital: { type: 'integer' },
    relation: { type: 'string', maxLength: 16 },
    mobile: encryptedField,
    smsCode: { type: 'string', maxLength: 8 },
  },
} as const;

const COLUMNS = `id, account_id, name, sex, to_char(birth, 'YYYY-MM-DD') AS birth, marital, id_type,
  idcard_enc, mobile_enc, relation, is_self, jlzt`;

export function profileRoutes(app: FastifyInstance, deps: Deps) {
  const { db, fields, vault } = deps;

  /** The API's view: the personal numbers leave encrypted with the contract's field key. */
  const toProfile = (r: ProfileRow): Profile => ({
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
    const [row] = await q.query<ProfileRow>(
      `SELECT ${COLUMNS} FROM user_profiles WHERE id = $1 AND account_id = $2 AND jlzt = 1 FOR UPDATE`,
      [id, accountId],
    );
    if (!row) throw new ApiError(404, MSG.profileNotFound);
    return row;
  }

  function checkedInput(body: ProfileInput): ValidProfile {
    return validateProfile({
      name: body.name,
      idType: body.idType,
      idcard: fields.decrypt(body.idcard, 'idcard'),
      sex: body.sex,
      birth: body.birth,
      marital: body.marital,
    });
  }

  async function refuseDuplicate(q: Queryable, accountId: number, idcard: string, exceptId = 0) {
    const same = await q.query(
      'SELECT 1 FROM user_profiles WHERE account_id = $1 AND idcard_hmac = $2 AND jlzt = 1 AND id <> $3',
      [accountId, vault.fingerprint(idcard), exceptId],
    );
    if (same.length > 0) throw new ApiError(409, MSG.profileExists);
  }

  app.get<{ Querystring: { account_id?: number } }>(
    '/api/user/getprofile',
    { schema: { querystring: { type: 'object', properties: { account_id: positiveId } } } },
    async (request) => {
      const account = await requireAccount(db, request);
      if (request.query.account_id !== undefined && request.query.account_id !== account.id) {
        throw new ApiError(403, MSG.noAccess);
      }
      const rows = await db.query<ProfileRow>(
        `SELECT ${COLUMNS} FROM user_profiles WHERE account_id = $1 AND jlzt = 1 ORDER BY is_self DESC, id`,
        [account.id],
      );
      return ok(rows.map(toProfile));
    },
  );

  app.post<{ Body: ProfileInput }>(
    '/api/user/addprofile',
    { schema: { body: profileBody } },
    async (request) => {
      const account = await requireAccount(db, request);
      const body = request.body;
      if (!(RELATIONS as readonly string[]).includes(body.relation))
        throw new ApiError(400, MSG.relationRequired);
      const profile = checkedInput(body);
      if (!body.mobile) throw new ApiError(400, MSG.profilePhoneInvalid);
      const mobile = fields.decrypt(body.mobile, 'mobile');
      if (!isValidPhone(mobile)) throw new ApiError(400, MSG.profilePhoneInvalid);
      if (!body.smsCode) throw new ApiError(400, MSG.profileSmsRequired);
      await refuseDuplicate(db, account.id, profile.idcard);
      if (!(await consumeSmsCode(db, mobile, body.smsCode)))
        throw new ApiError(400, MSG.smsCodeWrong);
      const id = await insertProfile(db, vault, {
        accountId: account.id,
        profile,
        mobile,
        relation: body.relation,
      });
      const [row] = await db.query<ProfileRow>(
        `SELECT ${COLUMNS} FROM user_profiles WHERE id = $1`,
        [id],
      );
      if (!row) throw new Error('profile insert returned no row');
      return ok(toProfile(row), MSG.profileSaved);
    },
  );

  app.post<{ Body: ProfileInput }>(
    '/api/user/updateprofile',
    { schema: { body: profileBody } },
    async (request) => {
      const account = await requireAccount(db, request);
      const body = request.body;
      if (!body.id) throw new ApiError(400, MSG.invalidOperation);
      const profile = checkedInput(body);
      const saved = await db.tx(async (q) => {
        const current = await ownProfile(q, account.id, body.id ?? 0);
        // The self profile stays "self"; a relative's relation must be one of the list.
        const relation = current.is_self ? 'self' : body.relation;
        if (!current.is_self && !(RELATIONS as readonly string[]).includes(relation)) {
          throw new ApiError(400, MSG.relationRequired);
        }
        await refuseDuplicate(q, account.id, profile.idcard, current.id);
        // The phone is not changed here: a new number would need its own SMS check.
        const [row] = await q.query<ProfileRow>(
          `UPDATE user_profiles SET name = $2, sex = $3, birth = $4, marital = $5, id_type = $6,
                idcard_enc = $7, idcard_hmac = $8, relation = $9
          WHERE id = $1 RETURNING ${COLUMNS}`,
          [
            current.id,
            profile.name,
            profile.sex,
            profile.birth,
            profile.marital,
            profile.idType,
            vault.seal(profile.idcard),
            vault.fingerprint(profile.idcard),
            relation,
          ],
        );
        if (current.is_self)
          await q.query('UPDATE user_accounts SET name = $2 WHERE id = $1', [
            account.id,
            profile.name,
          ]);
        return row;
      });
      if (!saved) throw new Error('profile update returned no row');
      return ok(toProfile(saved), MSG.profileSaved);
    },
  );

  app.post<{ Body: { Value?: number } }>(
    '/api/user/deleteprofile',
    { schema: { body: { type: 'object', properties: { Value: { type: 'integer' } } } } },
    async (request) => {
      const account = await requireAccount(db, request);
      const id = request.body?.Value;
      if (!id || id <= 0) throw new ApiError(400, MSG.invalidOperation);
      await db.tx(async (q) => {
        const current = await ownProfile(q, account.id, id);
        if (current.is_self) throw new ApiError(400, MSG.invalidOperation);
        await q.query('UPDATE user_profiles SET jlzt = 0 WHERE id = $1', [id]);
      });
      return ok(null, MSG.profileUnbound);
    },
  );
}
