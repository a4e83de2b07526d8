// The reports module's face: exam reports, outside reports, trends and ratings.
export { reportsModule } from './routes.ts';
