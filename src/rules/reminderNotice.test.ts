import { describe, expect, it } from 'vitest';
import {
  isFastingRule,
  isPreparation,
  noticeLines,
  noticeSentences,
  preparationField,
  preparationNotice,
} from './reminderNotice';

// A notice whose preparation comes late: a heading, a welcome and the documents first.
const LATE = `<h3>体检须知</h3>
<p>欢迎您选择本中心进行健康体检，我们将竭诚为您服务。请携带本人有效身份证件，按预约时段到达前台签到。</p>
<ol>
<li>1. 体检前三天清淡饮食，勿饮酒；</li>
<li>2、体检当日需空腹（禁食 8 小时以上），可少量饮水。</li>
<li>如需改期，请提前一天致电。</li>
</ol>
<script>alert('x')</script>`;

const WORDS = { fasting: '体检当日请空腹', prepare: '请按体检须知做好准备' };

describe('the notice read as text', () => {
  it('keeps each paragraph and list item apart, without markup, scripts or item numbers', () => {
    expect(noticeLines('<p>Fast <b>8 hours</b>&nbsp;before.</p><br/><p> &lt;ok&gt; </p>')).toEqual([
      'Fast 8 hours before.',
      '<ok>',
    ]);
    expect(noticeSentences(LATE)).toEqual([
      '体检须知',
      '欢迎您选择本中心进行健康体检，我们将竭诚为您服务。',
      '请携带本人有效身份证件，按预约时段到达前台签到。',
      '体检前三天清淡饮食，勿饮酒；',
      '体检当日需空腹（禁食 8 小时以上），可少量饮水。',
      '如需改期，请提前一天致电。',
    ]);
    expect(noticeSentences('1. Fast 8 hours. Drink a little water. 8.5 hours is fine')).toEqual([
      'Fast 8 hours.',
      'Drink a little water.',
      '8.5 hours is fine',
    ]);
    expect(noticeSentences(null)).toEqual([]);
  });

  it('tells a fasting rule from another preparation and from the rest', () => {
    expect(isFastingRule('体检当日需空腹。')).toBe(true);
    expect(isFastingRule('前一天晚上8点后禁食。')).toBe(true);
    expect(isFastingRule('体检前三天清淡饮食。')).toBe(false);
    expect(isPreparation('体检前三天清淡饮食。')).toBe(true);
    expect(isPreparation('如服用降压药，请照常服药。')).toBe(true);
    expect(isPreparation('女性经期请勿做尿液检查。')).toBe(true);
    expect(isPreparation('请携带本人有效身份证件。')).toBe(false);
  });
});

describe('preparationNotice', () => {
  it('carries the preparation sentences whole, however late they come', () => {
    expect(preparationNotice(LATE, 200)).toBe(
      '体检前三天清淡饮食，勿饮酒。体检当日需空腹（禁食 8 小时以上），可少量饮水。',
    );
  });

  it('keeps the fasting rule first when not all fit, and never cuts a sentence', () => {
    const fasting = '体检当日需空腹（禁食 8 小时以上），可少量饮水。';
    expect(preparationNotice(LATE, fasting.length)).toBe(fasting);
    // No room for the fasting rule: the shorter diet rule goes, whole; no room for it either: none.
    expect(preparationNotice(LATE, fasting.length - 1)).toBe('体检前三天清淡饮食，勿饮酒。');
    expect(preparationNotice(LATE, 13)).toBe('');
  });

  it('is empty when the notice asks for no preparation', () => {
    expect(preparationNotice('<p>请携带身份证件，按时到达。</p>', 200)).toBe('');
    expect(preparationNotice(null, 200)).toBe('');
  });
});

describe('preparationField', () => {
  it('is the first fasting rule when it fits whole, without its full stop', () => {
    expect(preparationField('<p>请清淡饮食。</p><p>体检当日请空腹。</p>', 20, WORDS)).toBe(
      '体检当日请空腹',
    );
  });

  it('says fasting is asked, in the given words, when no fasting rule fits', () => {
    // The shorter diet rule would fit: the fasting rule outranks it.
    expect(preparationField(LATE, 20, WORDS)).toBe(WORDS.fasting);
    expect(preparationField(LATE, 30, WORDS)).toBe('体检当日需空腹（禁食 8 小时以上），可少量饮水');
    expect(preparationField('<p>请清淡饮食，勿饮酒。</p>', 20, WORDS)).toBe('请清淡饮食，勿饮酒');
    expect(
      preparationField('<p>体检前三天请清淡饮食，勿饮酒，避免剧烈运动和熬夜。</p>', 20, WORDS),
    ).toBe(WORDS.prepare);
    expect(preparationField('<p>请按时到达。</p>', 20, WORDS)).toBe('');
  });
});
