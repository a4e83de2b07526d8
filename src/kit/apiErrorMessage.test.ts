import i18n, { type TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CODE_BAD_RESPONSE, CODE_NETWORK } from '@/kit/api/envelope';
import { apiErrorMessage } from './apiErrorMessage';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const GENERIC = 't:common:errors.generic';

// Issue 11, item 4: what the app cannot explain is said in the locale's words.
describe('apiErrorMessage', () => {
  afterEach(() => {
    i18n.language = 'zh-CN';
  });

  it("shows the server's Chinese msg as it is", () => {
    expect(apiErrorMessage(new ApiError(409, '该时段已约满'), t)).toBe('该时段已约满');
  });

  it('hides an English msg on the Chinese screen', () => {
    i18n.language = 'zh-CN';
    expect(apiErrorMessage(new ApiError(404, 'hospital 99 not found'), t)).toBe(GENERIC);
  });

  it('hides the msg of a 5xx, Chinese or not', () => {
    expect(apiErrorMessage(new ApiError(500, 'internal server error'), t)).toBe(GENERIC);
    expect(apiErrorMessage(new ApiError(502, '网关错误'), t)).toBe(GENERIC);
  });

  it('says the network failed, and uses the screen’s fallback for the rest', () => {
    expect(apiErrorMessage(new ApiError(CODE_NETWORK, ''), t, 'x')).toBe('t:common:errors.network');
    expect(apiErrorMessage(new ApiError(CODE_BAD_RESPONSE, ''), t, 'sms failed')).toBe(
      'sms failed',
    );
    expect(apiErrorMessage(new Error('boom'), t)).toBe(GENERIC);
  });

  it('under lang=en shows the server msg as it is', () => {
    i18n.language = 'en';
    expect(apiErrorMessage(new ApiError(409, '该时段已约满'), t)).toBe('该时段已约满');
    expect(apiErrorMessage(new ApiError(400, 'slot full'), t)).toBe('slot full');
  });
});
