// The company module's face: company appointments and team requirements.
export { companyModule } from './routes.ts';
export { companyAppointmentCount } from './service.ts';
