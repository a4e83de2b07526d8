// Document 1 section 9's limits that a form reads from a constant, written out: a change of
// the constant fails here, not only in the journeys that use it (tests/e2e/pinned.spec.ts).
import { describe, expect, it } from 'vitest';
import { LOGIN_PASSWORD_MAX_LENGTH } from './passwordPolicy';
import { BIRTH_DEFAULT_YEAR, BIRTH_MAX_YEAR, BIRTH_MIN_YEAR } from './profileForm';

describe("document 1's constants", () => {
  it('birth range 1920 to 2020, default 1980', () => {
    expect([BIRTH_MIN_YEAR, BIRTH_MAX_YEAR, BIRTH_DEFAULT_YEAR]).toEqual([1920, 2020, 1980]);
  });

  it("the login form's password field takes at most 20 characters", () => {
    expect(LOGIN_PASSWORD_MAX_LENGTH).toBe(20);
  });
});
