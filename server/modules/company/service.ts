import type {
  CompanyAppointment,
  SaveCompanyAppointmentInput,
  ScheduleDay,
} from '../../../src/contract/index.ts';
import { ADDIN, checkExtForm, chosenIn, pointsUsed } from '../../../src/rules/company.ts';
import { isEmployeeChoice } from '../../../src/rules/companyStep.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { accountPage, type Page, type PageWindow } from '../../plugins/paged.ts';
import { syncReminders } from '../reminders/index.ts';
import type { SeatAnswer } from '../schedule/index.ts';
import {
  assertInBatchWindow,
  batchDays,
  batchDaysOf,
  calendarRange,
  releaseBatchSeat,
  takeBatchSeat,
} from './calendar.ts';
import { categoryLimitMsg, COMPANY_MSG } from './messages.ts';
import * as lists from './listRepository.ts';
import * as repo from './repository.ts';
import type { AppointmentRow, GroupRow } from './repository.ts';
import { appointmentsView, categoryView, comboOf, groupView } from './view.ts';

async function found<T>(row: Promise<T | undefined>, msg: string = COMPANY_MSG.notFound) {
  const value = await row;
  if (value === undefined) throw new ApiError(404, msg);
  return value;
}

/** A seat not taken: a closed day or range is the employee's choice to change, full lost a race. */
function refuseUnlessTaken(answer: SeatAnswer) {
  if (answer === 'dayClosed') throw new ApiError(400, MSG.dayClosed);
  if (answer === 'rangeClosed') throw new ApiError(400, MSG.rangeClosed);
  if (answer === 'full') throw new ApiError(409, COMPANY_MSG.stockInsufficient);
}

/**
 * The plan the booking is for: the appointment's, or the one chosen when the group leaves it
 * open (addinMode 3 and a name meaning so, as the app's flow reads it: companyStepOf).
 */
async function planOf(q: Queryable, appt: AppointmentRow, groupId: number): Promise<GroupRow> {
  const own = await found(repo.group(q, appt.group_id), COMPANY_MSG.groupNotFound);
  if (!isEmployeeChoice({ addinMode: own.addin_mode, groupName: own.name })) {
    if (groupId !== own.id) throw new ApiError(400, COMPANY_MSG.groupRequired);
    return own;
  }
  const chosen = await repo.group(q, groupId);
  if (!chosen || chosen.batch_id !== appt.batch_id || chosen.addin_mode === ADDIN.choice)
    throw new ApiError(400, COMPANY_MSG.groupRequired);
  return chosen;
}

/** Checks the add-ons against the plan's mode: points budget, or each category's count. */
async function checkAddOns(q: Queryable, plan: GroupRow, comboIds: number[]) {
  if (new Set(comboIds).size !== comboIds.length) throw new ApiError(400, COMPANY_MSG.comboInvalid);
  const addsOn = plan.addin_mode === ADDIN.points || plan.addin_mode === ADDIN.category;
  if (!addsOn && comboIds.length > 0) throw new ApiError(400, COMPANY_MSG.noAddOns);
  const combos = await repo.groupCombos(q, plan.id);
  const known = new Set(combos.map((c) => c.id));
  if (!comboIds.every((id) => known.has(id))) throw new ApiError(400, COMPANY_MSG.comboInvalid);
  if (plan.addin_mode === ADDIN.points) {
    if (
      pointsUsed(
        combos.map((c) => comboOf(c)),
        comboIds,
      ) > plan.points
    )
      throw new ApiError(400, COMPANY_MSG.pointsInsufficient);
  } else if (plan.addin_mode === ADDIN.category) {
    const categories = (await repo.categories(q, plan.id)).map((c) => categoryView(c, combos));
    for (const c of categories)
      if (chosenIn(c, comboIds) > c.allowComboCount)
        throw new ApiError(400, categoryLimitMsg(c.categoryName, c.allowComboCount));
    if (categories.some((c) => chosenIn(c, comboIds) < c.allowComboCount))
      throw new ApiError(400, COMPANY_MSG.addOnsUnselected);
  }
}

/** The user centre's badge: the caller's company appointments, of one branch when given. */
export const companyAppointmentCount = (q: Queryable, accountId: number, hospId?: number) =>
  lists.countAppointments(q, accountId, hospId);

/** The plan of the company appointment an exam came from, if one did (a report's summary). */
export const planNameOfExam = (q: Queryable, examNo: string) => lists.planNameOfExam(q, examNo);

// Company appointments of the caller's profiles: list, plans, calendar, booking, cancel.

const view = (q: Queryable, { vault }: Deps, rows: AppointmentRow[]) =>
  appointmentsView(q, vault, rows);
const one = async (q: Queryable, deps: Deps, accountId: number, id: number) =>
  (await view(q, deps, [await found(repo.ownAppointment(q, accountId, { id }))]))[0]!;

/**
 * Books the appointment `id` as the app stored it. Of the stored appointment only the
 * choices are read (plan, add-ons, day, range, form answers), each checked against the
 * server's own records; names, prices and points come from those records.
 */
export async function bookAppointment(
  deps: Deps,
  accountId: number,
  input: SaveCompanyAppointmentInput,
) {
  const id = await deps.db.tx(async (q) => {
    const appt = await found(repo.ownAppointment(q, accountId, { id: input.id }, true));
    if (appt.appoint_status !== 0) throw new ApiError(409, COMPANY_MSG.notBookable);
    assertInBatchWindow(batchDaysOf(appt), input.appointDate);
    const plan = await planOf(q, appt, input.groupId);
    const comboIds = input.addCombos.map((c) => c.comboId);
    await checkAddOns(q, plan, comboIds);
    const config = appt.ext_form_config === null ? null : JSON.stringify(appt.ext_form_config);
    // Only the batch's own fields, each bounded: nothing the batch never asked is kept.
    const ext = checkExtForm(config, input.extFormValue);
    if (!ext.ok) throw new ApiError(400, COMPANY_MSG[ext.refusal]);
    // The stock is checked again here, by the seat's conditional update itself.
    refuseUnlessTaken(
      await takeBatchSeat(
        q,
        appt.hosp_id,
        appt.batch_id,
        input.appointDate,
        input.appointTimeRangeId,
      ),
    );
    await repo.markBooked(q, appt.id, {
      chosenGroupId: plan.id === appt.group_id ? null : plan.id,
      day: input.appointDate,
      rangeId: input.appointTimeRangeId,
      combos: comboIds,
      ext: ext.answers,
    });
    await syncReminders(q, { kind: 'company', id: appt.id }, accountId);
    return appt.id;
  });
  return one(deps.db, deps, accountId, id);
}

export async function cancelAppointment({ db }: Deps, accountId: number, id: number) {
  await db.tx(async (q) => {
    const appt = await found(repo.ownAppointment(q, accountId, { id }, true));
    if (appt.appoint_status !== 1 || !appt.appoint_date || !appt.appoint_time_range_id)
      throw new ApiError(409, COMPANY_MSG.onlyBooked);
    await releaseBatchSeat(q, appt.batch_id, appt.appoint_date, appt.appoint_time_range_id);
    await repo.markCancelled(q, appt.id);
    await syncReminders(q, { kind: 'company', id: appt.id }, accountId);
  });
}

/** A page of the caller's appointments at a branch: six queries whatever the history. */
export async function listAppointments(
  deps: Deps,
  accountId: number,
  hospId: number,
  window: PageWindow,
): Promise<Page<CompanyAppointment>> {
  const { db } = deps;
  if (!(await repo.hasProfile(db, accountId))) throw new ApiError(404, COMPANY_MSG.queryFailed);
  const page = await accountPage(db, lists.appointments, accountId, hospId, window);
  return { total: page.total, rows: await view(db, deps, page.rows) };
}

/** One person's appointments, by the encrypted ID number of one of the caller's profiles. */
export async function appointmentsOfPerson(
  deps: Deps,
  accountId: number,
  hospId: number,
  sfzh: string,
) {
  const { db, vault, fields } = deps;
  const hmac = vault.fingerprint(fields.decrypt(sfzh, 'sfzh'));
  if (!(await repo.ownsIdcard(db, accountId, hmac))) throw new ApiError(403, MSG.noAccess);
  return view(db, deps, await lists.appointmentsOfPerson(db, accountId, hospId, hmac));
}

/** The plans the caller may choose among for an appointment of theirs. */
export async function choosableGroups({ db }: Deps, accountId: number, apptId: number) {
  const appt = await found(repo.ownAppointment(db, accountId, { id: apptId }));
  const groups = await repo.choosableGroups(db, appt.batch_id);
  return Promise.all(groups.map((g) => groupView(db, g)));
}

/** Refuses a plan the caller may not see: one of no batch they have an appointment in. */
async function refuseUnseenGroup(db: Queryable, accountId: number, groupId: number) {
  if (!(await repo.callerSeesGroup(db, accountId, groupId)))
    throw new ApiError(404, COMPANY_MSG.groupNotFound);
}

/** A plan the caller may see. */
export async function visibleGroup({ db }: Deps, accountId: number, groupId: number) {
  await refuseUnseenGroup(db, accountId, groupId);
  return groupView(db, await found(repo.group(db, groupId), COMPANY_MSG.groupNotFound));
}

/** The add-on categories of a plan the caller may see, each with its combos. */
export async function groupCategories({ db }: Deps, accountId: number, groupId: number) {
  await refuseUnseenGroup(db, accountId, groupId);
  const combos = await repo.groupCombos(db, groupId);
  return (await repo.categories(db, groupId)).map((c) => categoryView(c, combos));
}

/** The days and seats of an appointment's batch, within its window. */
export async function appointmentDays(
  { db }: Deps,
  accountId: number,
  input: { apptId: number; startDate?: string | undefined; endDate?: string | undefined },
): Promise<ScheduleDay[]> {
  const appt = await found(repo.ownAppointment(db, accountId, { id: input.apptId }));
  const range = calendarRange(batchDaysOf(appt), input.startDate, input.endDate);
  return range ? batchDays(db, appt.hosp_id, appt.batch_id, range.start, range.end) : [];
}

/** The older call by exam number: action 1 books the stored choice for a day, 0 cancels. */
export async function unitOrder(
  deps: Deps,
  accountId: number,
  input: { hospid: number; tjbh: string; appdate?: string; apptime?: number; action: 0 | 1 },
) {
  const appt = await found(
    repo.ownAppointment(deps.db, accountId, { examNo: input.tjbh, hospId: input.hospid }),
  );
  if (input.action === 0) {
    await cancelAppointment(deps, accountId, appt.id);
    return one(deps.db, deps, accountId, appt.id);
  }
  if (!input.appdate || !input.apptime) throw new ApiError(400, COMPANY_MSG.dateRequired);
  return bookAppointment(deps, accountId, {
    id: appt.id,
    groupId: appt.chosen_group_id ?? appt.group_id,
    addCombos: appt.add_combo_ids.map((comboId) => ({ comboId })),
    appointDate: input.appdate,
    appointTimeRangeId: input.apptime,
    extFormValue: appt.ext_form_value === null ? null : JSON.stringify(appt.ext_form_value),
  });
}
