// localStorage can throw (private mode, storage disabled in an in-app browser); the app
// must keep working without it, so every access goes through these two functions.

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered across visits.
  }
}

export const STORAGE_KEYS = {
  hospid: 'hospid',
  companyAppointment: 'companyAppointment',
  lang: 'lang',
} as const;

/** The same, for this tab only (sessionStorage): steps of one flow, such as sign-up. */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Not remembered: the flow asks again.
  }
}

export const SESSION_KEYS = {
  signupPhone: 'signupPhone',
  // The add-ons chosen on the tailored plan page, read by the booking form.
  customizedPlan: 'customizedPlan',
} as const;
