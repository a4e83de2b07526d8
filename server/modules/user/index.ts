// The user centre's face: sign-up and the centre's counts.
export { userModule } from './routes.ts';
