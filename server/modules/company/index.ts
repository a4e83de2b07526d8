// The company module's face: company appointments and team requirements.
export { companyModule } from './routes.ts';
export { companyAppointmentCount, planNameOfExam } from './service.ts';
/** The module's refusals, as a race script and the tests expect them. */
export { COMPANY_MSG } from './messages.ts';
