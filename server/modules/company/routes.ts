import * as calls from '../../../src/contract/company.ts';
import * as teamCalls from '../../../src/contract/team.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { sendPage } from '../../plugins/paged.ts';
import { route } from '../../plugins/route.ts';
import { COMPANY_MSG } from './messages.ts';
import { currentRequirement, saveRequirement } from './requirements.ts';
import {
  appointmentDays,
  appointmentsOfPerson,
  bookAppointment,
  cancelAppointment,
  choosableGroups,
  groupCategories,
  listAppointments,
  unitOrder,
  visibleGroup,
} from './service.ts';

/** Company appointments (every call owner-checked by the person's ID number) and team requests. */
export const companyModule: Module = (api, deps) => {
  route(api, calls.unitOrderRecord, async ({ account, query }) =>
    ok(await appointmentsOfPerson(deps, account.id, query.hospid, query.sfzh)),
  );

  route(api, calls.companyAppointments, async ({ account, query }, reply) =>
    sendPage(reply, query, await listAppointments(deps, account.id, query.hospid, query)),
  );

  route(api, calls.companyGroups, async ({ account, query }) =>
    ok(await choosableGroups(deps, account.id, query.apptId)),
  );

  route(api, calls.companyGroupDetails, async ({ account, query }) =>
    ok(await visibleGroup(deps, account.id, query.groupId)),
  );

  route(api, calls.companyComboCategories, async ({ account, query }) =>
    ok(await groupCategories(deps, account.id, query.groupId)),
  );

  route(api, calls.companySchedules, async ({ account, body }) =>
    ok(await appointmentDays(deps, account.id, body)),
  );

  route(api, calls.saveCompanyAppointment, async ({ account, body }) =>
    ok(await bookAppointment(deps, account.id, body), COMPANY_MSG.booked),
  );

  route(api, calls.cancelCompanyAppointment, async ({ account, body }) => {
    await cancelAppointment(deps, account.id, body.id);
    return ok(null, COMPANY_MSG.cancelled);
  });

  route(api, calls.unitOrder, async ({ account, body }) => {
    const data = await unitOrder(deps, account.id, body);
    return ok(data, body.action === 0 ? COMPANY_MSG.cancelled : COMPANY_MSG.booked);
  });

  route(api, teamCalls.teamRequirement, async ({ account, query }) =>
    ok(await currentRequirement(deps, account.id, query.hospid)),
  );

  route(api, teamCalls.saveTeamRequirement, async ({ account, body }) => {
    const { data, msg } = await saveRequirement(deps, account.id, body);
    return ok(data, msg);
  });
};
