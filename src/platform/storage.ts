// localStorage can throw (private mode, storage disabled in an in-app browser); the app
// must keep working without it, so every access goes through these functions.

type Area = 'localStorage' | 'sessionStorage';

function readFrom(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

function writeTo(area: Area, key: string, value: string | null) {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Nothing to do: the value is not remembered (across visits, or the flow asks again).
  }
}

export const readStored = (key: string) => readFrom('localStorage', key);
export const writeStored = (key: string, value: string | null) =>
  writeTo('localStorage', key, value);

export const STORAGE_KEYS = {
  hospid: 'hospid',
  companyAppointment: 'companyAppointment',
  lang: 'lang',
} as const;

/** The same, for this tab only (sessionStorage): steps of one flow, such as sign-up. */
export const readSession = (key: string) => readFrom('sessionStorage', key);
export const writeSession = (key: string, value: string | null) =>
  writeTo('sessionStorage', key, value);

export const SESSION_KEYS = {
  signupPhone: 'signupPhone',
  // The add-ons chosen on the tailored plan page, read by the booking form.
  customizedPlan: 'customizedPlan',
} as const;
