// The schedule module's face: a branch's bookable days and the seats of each time range.
export { scheduleModule } from './routes.ts';
export {
  MSG_FULL,
  MSG_NOT_OPEN,
  assertInWindow,
  rangesByIds,
  releaseSeat,
  scheduleDays,
  takeSeat,
  timeRange,
  windowPart,
  type SeatAnswer,
} from './service.ts';
