import { STORAGE_KEYS, readStored, writeStored } from '@/platform/storage';
import { newQueueRecord, readQueueRecord, type QueueRecord } from '@/rules/queue';
import type { QueueLogin } from '@/contract';

// The record lives in localStorage: it must outlive the tab for its 24 hours (the patient
// locks the phone or closes the in-app browser between rooms and comes back from the SMS
// link or a bookmark), and sessionStorage ends with the tab. It holds no secret beyond
// the queue key, which opens this one visit's queue for one day.

export const readRecord = (now: number = Date.now()) =>
  readQueueRecord(readStored(STORAGE_KEYS.queueUser), now);

export function keepRecord(login: QueueLogin, now: number = Date.now()): QueueRecord {
  const record = newQueueRecord(login, now);
  writeStored(STORAGE_KEYS.queueUser, JSON.stringify(record));
  return record;
}

export const clearRecord = () => writeStored(STORAGE_KEYS.queueUser, null);
