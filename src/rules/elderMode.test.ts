import { describe, expect, it } from 'vitest';
import { shouldOfferElderMode } from './elderMode';

const today = new Date(2026, 10, 25);
const offer = (
  selfBirth: string | undefined,
  more: Partial<Parameters<typeof shouldOfferElderMode>[0]> = {},
) => shouldOfferElderMode({ selfBirth, today, modeChosen: false, offeredBefore: false, ...more });

describe('the elder mode is offered once to a patient of 60 or more', () => {
  it('counts whole years: 60 on the birthday, 59 the day before', () => {
    expect(offer('1966-11-25')).toBe(true);
    expect(offer('1966-11-26')).toBe(false);
    expect(offer('1952-08-23')).toBe(true);
  });

  it('never when the device chose a mode, or the account was offered before', () => {
    expect(offer('1950-01-01', { modeChosen: true })).toBe(false);
    expect(offer('1950-01-01', { offeredBefore: true })).toBe(false);
  });

  it('never without a birth date it can read', () => {
    expect(offer(undefined)).toBe(false);
    expect(offer('')).toBe(false);
    expect(offer('unknown')).toBe(false);
  });
});
