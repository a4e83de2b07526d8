import type { DoorHttp } from '@/lib/ssoDoors';
import { api } from './client';

/** The single sign-on doors' calls through the app's one client. */
export const doorHttp: DoorHttp = {
  get: (path, params) => api.get(path, params),
  post: (path, body) => api.post(path, body),
};
