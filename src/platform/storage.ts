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
