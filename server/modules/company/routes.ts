import { Type } from 'typebox';
import {
  CancelCompanyAppointmentInput,
  ComboCategory,
  CompanyAppointment,
  CompanyGroup,
  CompanyGroupsQuery,
  CompanySchedulesInput,
  GroupQuery,
  HospIdQuery,
  Nullable,
  SaveCompanyAppointmentInput,
  SaveRequirementInput,
  ScheduleDay,
  TeamRequirement,
  UnitOrderInput,
  UnitOrderRecordQuery,
} from '../../../src/contract/index.ts';
import { accountPost, answers, listAnswers, type Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { COMPANY_MSG } from './messages.ts';
import { requirementService } from './requirements.ts';
import { companyService } from './service.ts';

const auth = { auth: true };

/** Company appointments (every call owner-checked by the person's ID number) and team requests. */
export const companyModule: Module = (api, deps) => {
  const service = companyService(deps);
  const teams = requirementService(deps);

  api.get(
    '/api/Order/UnitOrderRecord',
    {
      config: auth,
      schema: { querystring: UnitOrderRecordQuery, response: listAnswers(CompanyAppointment) },
    },
    async (request) => {
      const { hospid, sfzh } = request.query;
      return ok(await service.ofPerson(request.account.id, hospid, sfzh));
    },
  );

  api.get(
    '/api/company/appointments',
    {
      config: auth,
      schema: { querystring: HospIdQuery, response: listAnswers(CompanyAppointment) },
    },
    async (request) => ok(await service.list(request.account.id, request.query.hospid)),
  );

  api.get(
    '/api/company/GetCompanyGroups',
    {
      config: auth,
      schema: { querystring: CompanyGroupsQuery, response: listAnswers(CompanyGroup) },
    },
    async (request) => ok(await service.groups(request.account.id, request.query.apptid)),
  );

  api.get(
    '/api/company/groupDetails',
    { config: auth, schema: { querystring: GroupQuery, response: answers(CompanyGroup) } },
    async (request) => ok(await service.group(request.account.id, request.query.groupid)),
  );

  api.get(
    '/api/company/GetCompanyComboCategories',
    { config: auth, schema: { querystring: GroupQuery, response: listAnswers(ComboCategory) } },
    async (request) => ok(await service.categories(request.account.id, request.query.groupid)),
  );

  accountPost(
    api,
    '/api/company/GetSchedules',
    { body: CompanySchedulesInput, data: Type.Array(ScheduleDay) },
    service.schedules,
  );

  accountPost(
    api,
    '/api/company/SaveCompanyAppointment',
    { body: SaveCompanyAppointmentInput, data: CompanyAppointment },
    service.book,
    COMPANY_MSG.booked,
  );

  api.post(
    '/api/company/CancelCompanyAppointment',
    {
      config: auth,
      schema: { body: CancelCompanyAppointmentInput, response: answers(Type.Null()) },
    },
    async (request) => {
      await service.cancel(request.account.id, request.body.id);
      return ok(null, COMPANY_MSG.cancelled);
    },
  );

  api.post(
    '/api/Order/UnitOrder',
    { config: auth, schema: { body: UnitOrderInput, response: answers(CompanyAppointment) } },
    async (request) => {
      const data = await service.unitOrder(request.account.id, request.body);
      return ok(data, request.body.action === 0 ? COMPANY_MSG.cancelled : COMPANY_MSG.booked);
    },
  );

  api.get(
    '/api/company/requirement',
    {
      config: auth,
      schema: { querystring: HospIdQuery, response: answers(Nullable(TeamRequirement)) },
    },
    async (request) => ok(await teams.current(request.account.id, request.query.hospid)),
  );

  api.post(
    '/api/company/saveRequirement',
    { config: auth, schema: { body: SaveRequirementInput, response: answers(TeamRequirement) } },
    async (request) => {
      const { data, msg } = await teams.save(request.account.id, request.body);
      return ok(data, msg);
    },
  );
};
