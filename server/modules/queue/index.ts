// The queue module's face: the exam day's queue, its test windows, its demo visits and the
// simulated queue source of the demo and the tests.
export { queueModule } from './routes.ts';
export { queueDevModule } from './dev.ts';
export { seedQueue } from './demoDay.ts';
export { simulatedQueue } from './simulator.ts';
