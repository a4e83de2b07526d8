// The demo pictures' face: drawn on request, no table.
export { demoAssetsModule } from './routes.ts';
