// The schedule module's face: a branch's bookable days and the seats of each time range.
export { scheduleModule } from './routes.ts';
export {
  MSG_FULL,
  MSG_NOT_OPEN,
  assertInWindow,
  releaseSeat,
  scheduleDays,
  takeSeat,
  windowPart,
  type SeatAnswer,
} from './service.ts';
/** A time range's name and period, as an order shows it. */
export { timeRange } from './repository.ts';
