// The health module's face: the server's one call for the hospital's monitoring.
export { healthModule } from './routes.ts';
