import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fieldSecretWeakness } from './fieldSecretStrength.ts';

// Issue 37 item 5: a weak FIELD_CRYPTO_KEY (a word, a repeated pattern) was accepted.
describe('fieldSecretWeakness', () => {
  it.each([
    ['Password12345678', 'it contains the word "password"'],
    ['abcdabcdabcdabcd', 'it repeats "abcd"'],
    ['1212121212121212', 'it repeats "12"'],
    ['aaaaaaaaaaaaaaaa', 'it repeats "a"'],
    ['kangningkangnin1', 'it has only 6 different characters (at least 10)'],
    ['Xk9abcdQ7mZ2pW5r', 'it holds the run "abcd"'],
    ['Xk98765Q7mZ2pW5r', 'it holds the run "9876"'],
    ['kqzmwxvbnhyrtplj', 'it uses one kind of character only (letters, digits or signs)'],
  ])('refuses %s: %s', (value, why) => {
    expect(fieldSecretWeakness(value)).toBe(why);
  });

  it("passes the demo's and the tests' values", () => {
    for (const value of [
      'kn7Hc2Qp9LmX4vB1',
      'Vt3sR8yW5eZ0aJ6u',
      'Hq8Lm2Xc7Vb4Nz1R',
      'Pw5Ty9Ue3Io6Ak0S',
    ])
      expect(fieldSecretWeakness(value)).toBeNull();
  });

  it('passes what `openssl rand -base64 12` prints, nearly always', () => {
    const refused = Array.from({ length: 2000 }, () => randomBytes(12).toString('base64')).filter(
      (value) => fieldSecretWeakness(value) !== null,
    );
    // A refused random key costs the operator one more draw; more than 1 in 100 would be a nuisance.
    expect(refused.length).toBeLessThan(20);
  });
});
