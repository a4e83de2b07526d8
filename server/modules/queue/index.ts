// The queue module's face: the exam day's queue, its test windows, its demo visits and the
// simulated queue source of the demo and the tests.
export { queueModule } from './routes.ts';
export { queueDevModule } from './dev.ts';
export { DEMO_PLAN, DEMO_VISITS, seedQueue } from './demoDay.ts';
/** The queue's refusals, as the journeys expect them. */
export { QUEUE_MSG } from './messages.ts';
export { simulatedQueue } from './simulator.ts';
/** Housekeeping's hourly clean-up of the module's expiring rows (housekeeping/cleanUps.ts). */
export { removeExpired } from './service.ts';
