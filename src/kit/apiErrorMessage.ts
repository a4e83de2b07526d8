import i18n, { type TFunction } from 'i18next';
import { ApiError, CODE_NETWORK } from '@/kit/api/envelope';

const HAN = /[\u4e00-\u9fff]/;
const SERVER_FAULT = 500;

/**
 * Whether the server's msg may be shown as it is. A 5xx's msg explains nothing a patient
 * can act on (a proxy's "Bad Gateway"), and on the Chinese screen a msg with no Chinese
 * character is a developer's text that leaked. Under `?lang=en` the server's msg is shown
 * as it is, Chinese included: the server speaks the hospital's language, and a guessed
 * translation would be less honest than its own words.
 */
function showable(err: ApiError): boolean {
  if (!err.msg || err.code >= SERVER_FAULT) return false;
  const chinese = !i18n.language || i18n.language.startsWith('zh');
  return !chinese || HAN.test(err.msg);
}

/**
 * The words to show for a failed call: the server's own msg when it is fit to show,
 * otherwise the app's own from the locales (`fallback` names what failed, for a screen
 * that has a word for it, like "failed to get SMS code").
 */
export function apiErrorMessage(err: unknown, t: TFunction, fallback?: string): string {
  if (err instanceof ApiError && showable(err)) return err.msg;
  if (err instanceof ApiError && err.code === CODE_NETWORK) return t('common:errors.network');
  return fallback ?? t('common:errors.generic');
}
