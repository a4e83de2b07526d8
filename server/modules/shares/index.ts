// The shares module's face: a published report shared with family (issue 29, item 2).
export { sharesModule } from './routes.ts';
