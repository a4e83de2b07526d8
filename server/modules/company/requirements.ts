import type { SaveRequirementInput, TeamRequirement } from '../../../src/contract/index.ts';
import { TEAM_STATUS, teamRefusal } from '../../../src/rules/company.ts';
import { maskPhone } from '../../../src/rules/masks.ts';
import { chinaToday } from '../../../src/rules/schedule.ts';
import type { Deps } from '../../deps.ts';
import type { DataVault } from '../../plugins/crypto/secrets.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { lockAccount } from '../auth/index.ts';
import { hospitalExists } from '../hosp/index.ts';
import { COMPANY_MSG, TEAM_MSG } from './messages.ts';
import * as repo from './requirementsRepository.ts';
import type { RequirementRow } from './requirementsRepository.ts';
import { checkTeamRequestCaps } from './teamRequestCaps.ts';

// Team check-up requests: one standing request per account and branch, withdrawn by status 9.

const view = (vault: DataVault, r: RequirementRow): TeamRequirement => ({
  id: r.id,
  hosp_id: r.hosp_id,
  user_account_id: r.user_account_id,
  company_name: r.company_name,
  contact: r.contact,
  phone_num: maskPhone(vault.open(r.phone_num_enc)),
  expected_date: r.expected_date,
  estimate_num: r.estimate_num,
  budget: r.budget === null ? null : Number(r.budget),
  remark: r.remark,
  status: r.status,
  create_time: new Date(r.create_time).toISOString(),
  update_time: new Date(r.update_time).toISOString(),
});

export async function currentRequirement(
  { db, vault }: Deps,
  accountId: number,
  hospId: number,
): Promise<TeamRequirement | null> {
  const row = await repo.activeRequirement(db, accountId, hospId);
  return row ? view(vault, row) : null;
}

/** Saves a new request, or withdraws one (status 9 with its id); answers it and the msg. */
export async function saveRequirement(
  { db, vault, fields }: Deps,
  accountId: number,
  input: SaveRequirementInput,
): Promise<{ data: TeamRequirement; msg: string }> {
  if (input.status === TEAM_STATUS.withdrawn) {
    if (!input.id) throw new ApiError(400, COMPANY_MSG.teamWithdrawFailed);
    const id = input.id;
    return db.tx(async (q) => {
      const row = await repo.ownRequirement(q, accountId, id);
      if (!row || row.status === TEAM_STATUS.withdrawn)
        throw new ApiError(409, COMPANY_MSG.teamWithdrawFailed);
      await repo.withdraw(q, row.id);
      const data = view(vault, { ...row, status: TEAM_STATUS.withdrawn, update_time: new Date() });
      return { data, msg: COMPANY_MSG.teamWithdrawn };
    });
  }
  const phone = input.phone_num ? fields.decrypt(input.phone_num, 'phone_num') : '';
  const companyName = (input.company_name ?? '').trim();
  const contact = (input.contact ?? '').trim();
  const remark = (input.remark ?? '').trim();
  const refusal = teamRefusal({
    companyName,
    contact,
    phone,
    remark,
    expectedDate: input.expected_date,
    today: chinaToday(),
  });
  if (refusal) throw new ApiError(400, TEAM_MSG[refusal]);
  return db.tx(async (q) => {
    if (!(await hospitalExists(q, input.hosp_id)))
      throw notFound(MSG.hospitalNotFound, `hospital ${input.hosp_id}`);
    await lockAccount(q, accountId);
    if (await repo.activeRequirement(q, accountId, input.hosp_id))
      throw new ApiError(409, COMPANY_MSG.teamExists);
    await checkTeamRequestCaps(q, accountId);
    const row = await repo.insertRequirement(q, {
      hospId: input.hosp_id,
      accountId,
      companyName,
      contact,
      phoneEnc: vault.seal(phone),
      expectedDate: input.expected_date ?? null,
      estimateNum: input.estimate_num ?? null,
      budget: input.budget ?? null,
      remark,
    });
    return { data: view(vault, row), msg: COMPANY_MSG.teamSubmitted };
  });
}
