import { atom } from 'jotai';
import { readStored, STORAGE_KEYS, writeStored } from '@/platform/storage';

// The elder mode (after the MIIT rules for elder-friendly pages): larger text,
// 60 px targets, a simpler home. It is a setting of the device, not of the account: a child
// who sets it up on a parent's phone leaves it on for them.

const CLASS = 'elder';

export const readElderMode = () => readStored(STORAGE_KEYS.elderMode) === '1';

/** Whether this device ever chose a mode, on or off: then it is never offered again. */
export const elderModeChosen = () => readStored(STORAGE_KEYS.elderMode) !== null;

/** Sets the class the stylesheets read: the root font size and the targets grow with it. */
export function applyElderMode(on: boolean) {
  document.documentElement.classList.toggle(CLASS, on);
}

const base = atom(readElderMode());

export const elderModeAtom = atom(
  (get) => get(base),
  (_get, set, on: boolean) => {
    writeStored(STORAGE_KEYS.elderMode, on ? '1' : '0');
    applyElderMode(on);
    set(base, on);
  },
);

/** Whether the account was already offered the mode once (remembered per phone). */
export const elderOfferSeen = (mobile: string) =>
  (readStored(STORAGE_KEYS.elderOffered) ?? '').split(',').includes(mobile);

export function markElderOfferSeen(mobile: string) {
  const seen = (readStored(STORAGE_KEYS.elderOffered) ?? '').split(',').filter(Boolean);
  writeStored(STORAGE_KEYS.elderOffered, [...seen.slice(-9), mobile].join(','));
}

/** Whether the shell should load the offer at all: cheap, from this device's memory. */
export const mayOfferElderMode = (mobile: string | undefined) =>
  mobile !== undefined && !elderModeChosen() && !elderOfferSeen(mobile);
