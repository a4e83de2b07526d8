import { describe, expect, it } from 'vitest';
import { isShareCode, sharedReportPath, sharesEnabled } from './reportShares';

describe('report shares', () => {
  it('are on only when the branch says yes to report_share_enable', () => {
    const config = (value: string) => [{ code: 'report_share_enable', value, detail_note: '' }];
    expect(sharesEnabled(config('\u662f'))).toBe(true);
    expect(sharesEnabled(config('yes'))).toBe(true);
    expect(sharesEnabled(config('\u5426'))).toBe(false);
    expect(sharesEnabled([])).toBe(false);
  });

  it('take a code of exactly 6 digits', () => {
    expect(isShareCode('012345')).toBe(true);
    expect(isShareCode('12345')).toBe(false);
    expect(isShareCode('1234567')).toBe(false);
    expect(isShareCode('12345a')).toBe(false);
  });

  it("lead to the reader's page on the report's branch", () => {
    expect(sharedReportPath(2, 'abc_DEF-123')).toBe('/shared?hospid=2&t=abc_DEF-123');
  });
});
