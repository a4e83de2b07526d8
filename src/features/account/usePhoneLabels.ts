import { useTranslation } from 'react-i18next';
import type { PhoneCodeLabels } from '@/domains/session/PhoneCodeFields';

/** The account screens' words for the phone and code fields. */
export function usePhoneLabels(): PhoneCodeLabels {
  const { t } = useTranslation('account');
  return {
    phone: t('phone'),
    phonePlaceholder: t('phonePlaceholder'),
    smsCode: t('smsCode'),
    smsCodePlaceholder: t('smsCodePlaceholder'),
  };
}
