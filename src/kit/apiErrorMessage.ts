import type { TFunction } from 'i18next';
import { ApiError, CODE_NETWORK } from '@/kit/api/envelope';

/** The words to show for a failed call: the server's own msg when it sent one. */
export function apiErrorMessage(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.msg) return err.msg;
  if (err instanceof ApiError && err.code === CODE_NETWORK) return t('common:errors.network');
  return t('common:errors.generic');
}
