import { describe, expect, it } from 'vitest';
import { FEEDBACK_MIN_LENGTH } from '../../src/rules/feedback.ts';
import { PASSWORD_MIN } from '../../src/rules/passwordPolicy.ts';
import en from '../../locales/en/server.json' with { type: 'json' };
import enRefusals from '../../locales/en/refusals.json' with { type: 'json' };
import refusals from '../../locales/zh-CN/refusals.json' with { type: 'json' };
import server from '../../locales/zh-CN/server.json' with { type: 'json' };
import { categoryLimitMsg, COMPANY_MSG, TEAM_MSG } from '../modules/company/messages.ts';
import { QUEUE_MSG } from '../modules/queue/messages.ts';
import { RATING_ITEMS } from '../modules/reports/messages.ts';
import { SCHEDULE_MSG } from '../modules/schedule/messages.ts';
import { atQuestionMsg, SUGGESTION_TITLES, SURVEY_MSG } from '../modules/surveys/messages.ts';
import { MSG, smsTextMsg, WAIT_MSG } from './messages.ts';
import { fill, mergeWords, template, WORDS } from './words.ts';

describe("the server's words (locales/zh-CN/server.json)", () => {
  it('are the Chinese of the file, by the keys the endpoints list', () => {
    expect(MSG.packageNotFound).toBe(WORDS.packageNotFound);
    expect(MSG.packageNotFound).toBe('未找到该套餐，请返回重新选择');
    expect(COMPANY_MSG.notFound).toBe(WORDS.company.notFound);
    expect(TEAM_MSG.teamPhoneInvalid).toBe(WORDS.team.teamPhoneInvalid);
    expect(QUEUE_MSG.notToday).toBe(WORDS.queue.notToday);
    expect(SURVEY_MSG.profileDeleted).toBe(WORDS.survey.profileDeleted);
    expect(SUGGESTION_TITLES.foods).toBe('饮食建议');
  });

  it("hold the calendar's reasons and the rating's items, which server code once spelt", () => {
    expect(SCHEDULE_MSG).toEqual({ restDay: '休息日', full: '已约满', notOpen: '不开放预约' });
    expect(RATING_ITEMS).toEqual(['前台服务', '医生服务', '护士服务', '体检流程']);
  });

  it("quote the rules' own numbers, filled in once", () => {
    expect(MSG.feedbackContentTooShort).toBe(`反馈内容至少 ${FEEDBACK_MIN_LENGTH} 个字`);
    expect(MSG.passwordTooShort).toBe(`密码长度需${PASSWORD_MIN}位及以上`);
    expect(MSG.passwordDefaultTip).toBe(`长度${PASSWORD_MIN}位及以上`);
    expect(TEAM_MSG.teamRemarkTooLong).toBe('备注不能超过60个字');
    expect(SURVEY_MSG.tooLong).toBe('填写内容不能超过100个字');
    const all = [MSG, COMPANY_MSG, TEAM_MSG, QUEUE_MSG, SURVEY_MSG, SUGGESTION_TITLES];
    for (const text of all.flatMap((group) => Object.values(group)))
      expect(text).not.toContain('{{');
  });

  it('keep the texts filled on each use out of the groups filled once', () => {
    expect(MSG).not.toHaveProperty('smsCooldown');
    expect(MSG).not.toHaveProperty('smsText');
    expect(COMPANY_MSG).not.toHaveProperty('categoryLimit');
    expect(SURVEY_MSG).not.toHaveProperty('atQuestion');
    expect(SURVEY_MSG).not.toHaveProperty('suggestions');
  });

  it('say a wait in seconds, or in whole minutes rounded up (at least one)', () => {
    expect(WAIT_MSG.smsCooldown(42)).toBe('操作过于频繁，请42秒后再获取验证码');
    expect(WAIT_MSG.accountLocked(61)).toBe('密码错误次数过多，账号已锁定，请2分钟后再试');
    expect(WAIT_MSG.tooManyTries(5)).toBe('尝试次数过多，请1分钟后再试');
  });

  it('fill the values each use gives', () => {
    expect(categoryLimitMsg('影像检查', 2)).toBe('影像检查最多选择2项');
    expect(atQuestionMsg(3, SURVEY_MSG.optionRequired)).toBe('第3题：请选择选项');
    expect(smsTextMsg({ signature: '康宁体检', code: '0427', minutes: 5 })).toBe(
      '【康宁体检】您的验证码为 0427，5 分钟内有效，请勿告诉他人。',
    );
  });

  it('have an English twin with the same keys, for the app', () => {
    expect(Object.keys(mergeWords(en, enRefusals))).toEqual(Object.keys(WORDS));
    expect(en.packageNotFound).toBe('Package not found, please go back and choose again');
  });
});

describe('the refusals the app words itself too (locales/zh-CN/refusals.json)', () => {
  it('are read under the same keys as the rest, by the same groups', () => {
    expect(server).not.toHaveProperty('phoneInvalid');
    expect(MSG.phoneInvalid).toBe(refusals.phoneInvalid);
    expect(MSG.phoneInvalid).toBe('手机号码不正确，请重新输入');
    expect(server.company).not.toHaveProperty('stockInsufficient');
    expect(COMPANY_MSG.stockInsufficient).toBe('预约人数可用库存不足，请重新选择');
    expect(COMPANY_MSG.notFound).toBe(server.company.notFound);
    expect(TEAM_MSG.teamDatePast).toBe('期望体检日期不能早于今天');
    expect(QUEUE_MSG.sourceDown).toBe(refusals.queue.sourceDown);
    expect(SUGGESTION_TITLES.foods).toBe(refusals.survey.suggestions.foods);
  });

  it('stop the start when a word is written in both files', () => {
    expect(() =>
      mergeWords({ company: { notFound: 'a' } }, { company: { notFound: 'b' } }),
    ).toThrow('server.json and refusals.json both write company.notFound');
    expect(() => mergeWords({ phoneInvalid: 'a' }, { phoneInvalid: 'b' })).toThrow(
      'both write phoneInvalid',
    );
  });
});

describe('fill and template', () => {
  it('replace each placeholder, spaces inside the braces allowed', () => {
    expect(fill('请{{ minutes }}分钟后再试，共{{n}}次', { minutes: 3, n: 'x' })).toBe(
      '请3分钟后再试，共x次',
    );
  });

  it('refuse a placeholder without a value, so a misspelt one stops the start', () => {
    expect(() => fill('至少 {{feedbackMn}} 个字', { feedbackMin: 5 })).toThrow(
      'no value for {{feedbackMn}}',
    );
    expect(() => template('{{category}}最多选择{{limt}}项', ['category', 'limit'])).toThrow(
      'no value for {{limt}}',
    );
  });
});
