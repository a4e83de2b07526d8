// The feedback module's face.
export { feedbackModule } from './routes.ts';
