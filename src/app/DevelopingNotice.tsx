import { useTranslation } from 'react-i18next';
import { HomeNotice } from '@/kit/HomeNotice';

/** What a route still being built shows when it is opened directly by its URL. */
export function DevelopingNotice() {
  const { t } = useTranslation();
  return <HomeNotice text={t('common:developing')} testId="developing" />;
}
