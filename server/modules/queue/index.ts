// The queue module's face: the exam day's queue, its test windows and its demo visits.
export { queueModule } from './routes.ts';
export { queueDevModule } from './dev.ts';
export { seedQueue } from './demoDay.ts';
