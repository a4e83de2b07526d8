// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keepNamed, namedInApp } from './appServerWords';

const zh = JSON.parse(
  readFileSync(new URL('../locales/zh-CN/server.json', import.meta.url), 'utf8'),
) as Parameters<typeof keepNamed>[0];

describe("the app's copy of the server's words", () => {
  const kept = keepNamed(zh, namedInApp()) as Record<string, unknown>;
  const group = (name: string) => kept[name] as Record<string, string> | undefined;

  it('keeps every refusal a rule of the app words before the call', () => {
    // src/rules/phone.ts and the feedback page's checks, top-level keys.
    expect(kept.phoneInvalid).toBe(zh.phoneInvalid);
    expect(kept.feedbackTypeRequired).toBe(zh.feedbackTypeRequired);
    // A group's key named by its path (AddComboPage), and one by its own name
    // (GroupRefusals<'team', ...> in src/rules/company.ts).
    expect(group('company')?.categoryLimit).toBeTruthy();
    expect(group('team')?.teamPhoneInvalid).toBeTruthy();
  });

  it("leaves out what only the server says, in its own answer's msg", () => {
    expect(kept).not.toHaveProperty('packageNotFound');
    expect(kept).not.toHaveProperty('serverError');
    expect(JSON.stringify(kept).length).toBeLessThan(JSON.stringify(zh).length / 2);
  });
});
