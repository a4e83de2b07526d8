import { describe, it, expect } from 'vitest';
import type { HospConfig } from '@/contract';
import { configEnabled, configOptions, findConfig, isNo, isYes } from './configs';

const YES_ZH = '\u662f';
const NO_ZH = '\u5426';

function cfg(code: string, value: string, detail_note: string | null = null): HospConfig {
  return { code, value, detail_note };
}

describe('isYes', () => {
  it.each([YES_ZH, ` ${YES_ZH} `, 'yes', 'YES', 'Yes', 'y', ' 1 ', '1', 'true', 'TRUE'])(
    '%j is yes',
    (v) => {
      expect(isYes(v)).toBe(true);
    },
  );

  it.each([NO_ZH, 'no', 'NO', '', ' ', '0', 'false', 'yess', null, undefined])(
    '%j is not yes',
    (v) => {
      expect(isYes(v)).toBe(false);
    },
  );
});

describe('isNo', () => {
  it.each([NO_ZH, ` ${NO_ZH} `, 'no', 'No ', 'NO', 'n', 'false', 'FALSE', '0', ' 0 '])(
    '%j is no',
    (v) => {
      expect(isNo(v)).toBe(true);
    },
  );

  it.each([YES_ZH, 'yes', '1', 'true', '', ' ', null, undefined, 'maybe', 'none', 'nope'])(
    '%j is not no',
    (v) => {
      expect(isNo(v)).toBe(false);
    },
  );
});

describe('findConfig', () => {
  it('finds the first config with the code', () => {
    const configs = [cfg('enable_captcha', 'no'), cfg('enable_captcha', 'yes')];
    expect(findConfig(configs, 'enable_captcha')?.value).toBe('no');
    expect(findConfig(configs, 'report_enable_pdf')).toBeUndefined();
  });
});

describe('configEnabled', () => {
  const configs = [
    cfg('enable_captcha', YES_ZH),
    cfg('report_enable_pdf', NO_ZH),
    cfg('show_payment_options', ' TRUE '),
  ];

  it('is true when the config value is yes', () => {
    expect(configEnabled(configs, 'enable_captcha')).toBe(true);
    expect(configEnabled(configs, 'show_payment_options')).toBe(true);
  });

  it('is false when the config value is no', () => {
    expect(configEnabled(configs, 'report_enable_pdf')).toBe(false);
  });

  it('is false when the config is absent', () => {
    expect(configEnabled(configs, 'rating_before_report')).toBe(false);
    expect(configEnabled([], 'enable_captcha')).toBe(false);
  });
});

describe('configOptions', () => {
  it('splits detail_note by pipe, trims and drops blanks', () => {
    const configs = [cfg('show_company_name_input', YES_ZH, ' Acme | Beta Co ||  | Gamma ')];
    expect(configOptions(configs, 'show_company_name_input')).toEqual(['Acme', 'Beta Co', 'Gamma']);
  });

  it('returns a single option when there is no pipe', () => {
    expect(
      configOptions([cfg('show_payment_options', 'yes', 'wechat')], 'show_payment_options'),
    ).toEqual(['wechat']);
  });

  it('returns [] when detail_note is null, empty or only pipes', () => {
    expect(
      configOptions([cfg('show_payment_options', 'yes', null)], 'show_payment_options'),
    ).toEqual([]);
    expect(configOptions([cfg('show_payment_options', 'yes', '')], 'show_payment_options')).toEqual(
      [],
    );
    expect(
      configOptions([cfg('show_payment_options', 'yes', ' | | ')], 'show_payment_options'),
    ).toEqual([]);
  });

  it('returns [] when the config is absent', () => {
    expect(configOptions([cfg('enable_captcha', 'yes', 'a|b')], 'show_payment_options')).toEqual(
      [],
    );
    expect(configOptions([], 'show_payment_options')).toEqual([]);
  });

  it('keeps non-ASCII options intact', () => {
    const note = `${YES_ZH}|${NO_ZH}`;
    expect(
      configOptions([cfg('show_payment_options', 'yes', note)], 'show_payment_options'),
    ).toEqual([YES_ZH, NO_ZH]);
  });
});
