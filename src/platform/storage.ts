// localStorage can throw (private mode, storage disabled in an in-app browser); the app
// must keep working without it, so every access goes through these functions.

function guarded(area: 'localStorage' | 'sessionStorage') {
  return {
    read(key: string): string | null {
      try {
        return window[area].getItem(key);
      } catch {
        return null;
      }
    },
    write(key: string, value: string | null) {
      try {
        if (value === null) window[area].removeItem(key);
        else window[area].setItem(key, value);
      } catch {
        // Nothing to do: the value is not remembered (across visits, or the flow asks again).
      }
    },
  };
}

export const { read: readStored, write: writeStored } = guarded('localStorage');

/** The same, for this tab only (sessionStorage): steps of one flow, such as sign-up. */
export const { read: readSession, write: writeSession } = guarded('sessionStorage');

export const STORAGE_KEYS = {
  hospid: 'hospid',
  companyAppointment: 'companyAppointment',
  lang: 'lang',
  // The queue login record (rules/queue.ts): key, examNo, mobile, expire; kept 24 hours.
  queueUser: 'queueUser',
  // The elder mode (kit/elderMode.ts): '1' on, '0' chosen off; absent, never chosen.
  elderMode: 'elderMode',
  // The phones already offered the elder mode once, so it is never offered twice.
  elderOffered: 'elderOffered',
} as const;

export const SESSION_KEYS = {
  signupPhone: 'signupPhone',
  // The add-ons chosen on the tailored plan page, read by the booking form.
  customizedPlan: 'customizedPlan',
  // The password change's verified phone and its sign: a refresh of step 2 stays there.
  passwordChange: 'passwordChange',
  // The booking form's draft and answers (rules/bookingVisit.ts).
  bookingVisit: 'bookingVisit',
} as const;
