// The content module's face: articles and their reading counts.
export { contentModule } from './routes.ts';
