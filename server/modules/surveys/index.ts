// The surveys module's face: questionnaires and the add-ons they suggest.
export { surveysModule } from './routes.ts';
