import type { HospConfig } from '@/contract';
import { findConfig } from '@/rules/configs';

/** The hospital's mini program as its configs describe it (codes weapp_*). */
export interface Weapp {
  name: string;
  /** Original id (gh_...), what the open tag needs. */
  username: string;
  path: string;
  image: string;
  intro: string;
  /** A link that opens the mini program from a scan (its URL link); '' when none. */
  link: string;
}

/** The mini program, or null when the hospital has none (no original id). */
export function weappOf(configs: readonly HospConfig[]): Weapp | null {
  const value = (code: Parameters<typeof findConfig>[1]) =>
    findConfig(configs, code)?.value.trim() ?? '';
  const username = value('weapp_username');
  if (!username) return null;
  return {
    name: value('weapp_name'),
    username,
    path: value('weapp_path'),
    image: value('weapp_image'),
    intro: value('weapp_intro'),
    link: value('weapp_link'),
  };
}
