import en from '../locales/en/landing.json';
import zh from '../locales/zh-CN/landing.json';
import { readStored, STORAGE_KEYS } from '../src/platform/storage';

export type LandingKey = keyof typeof zh;

/** The entry pages' few words, in the visitor's language (Chinese unless they chose English). */
export function say(key: LandingKey): string {
  return (readStored(STORAGE_KEYS.lang) === 'en' ? en : zh)[key];
}

export function show(key: LandingKey) {
  const message = document.getElementById('message');
  if (message) message.textContent = say(key);
  document.title = say('title');
}

/** Into the app at `route`, replacing this page in history so back never returns here. */
export function enterApp(route: string) {
  window.location.replace(`${new URL('../', window.location.href).href}#${route}`);
}
