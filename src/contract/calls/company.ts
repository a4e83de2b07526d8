// The addresses of the company calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../company.ts, for the server and the tests.
import { address } from '../endpoint';
import { SCHEDULE_DAY } from '../spellings';

export const unitOrderRecord = address({ method: 'GET', path: '/api/Order/UnitOrderRecord' });
export const companyAppointments = address({
  method: 'GET',
  path: '/api/company/appointments',
  paged: true,
});
export const companyGroups = address({ method: 'GET', path: '/api/company/GetCompanyGroups' });
export const companyGroupDetails = address({ method: 'GET', path: '/api/company/groupDetails' });
export const companyComboCategories = address({
  method: 'GET',
  path: '/api/company/GetCompanyComboCategories',
});
export const companySchedules = address({
  method: 'POST',
  path: '/api/company/GetSchedules',
  spellings: SCHEDULE_DAY,
});
export const saveCompanyAppointment = address({
  method: 'POST',
  path: '/api/company/SaveCompanyAppointment',
});
export const cancelCompanyAppointment = address({
  method: 'POST',
  path: '/api/company/CancelCompanyAppointment',
});
export const unitOrder = address({ method: 'POST', path: '/api/Order/UnitOrder' });
