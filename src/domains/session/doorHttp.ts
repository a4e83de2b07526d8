import type { DoorHttp } from '@/domains/session/ssoDoors';
import { api } from '@/kit/api/client';

/** The single sign-on doors' calls through the app's one client. */
export const doorHttp: DoorHttp = {
  get: (path, params) => api.get(path, params),
  post: (path, body) => api.post(path, body),
};
