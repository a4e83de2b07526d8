// The address of the server's health call: the hospital's monitoring asks it, the app does
// not; its schema is in ../health.ts, for the server and the tests.
import { address } from '../endpoint';

export const health = address({ method: 'GET', path: '/api/health' });
