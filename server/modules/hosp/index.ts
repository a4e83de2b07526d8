// The hospital module's face: branches, unions and their config switches, and the one
// way a call scoped to a hospital refuses an unknown one.
export { hospModule } from './routes.ts';
export {
  hospConfigs,
  hospitalExists,
  hospitalsByIds,
  hospitalState,
  requireHospital,
} from './service.ts';
export { hospListRoute } from './scopedList.ts';
