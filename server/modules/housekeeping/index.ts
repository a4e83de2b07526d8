// The housekeeping module's face: the hourly removal of expired rows, started by main.ts.
export { startHousekeeping } from './schedule.ts';
