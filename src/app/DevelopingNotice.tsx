import { useTranslation } from 'react-i18next';
import { HomeNotice } from '@/kit/HomeNotice';
import { useGo } from '@/domains/hospital/useGo';

/** What a route still being built shows when it is opened directly by its URL. */
export function DevelopingNotice() {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <HomeNotice
      text={t('common:developing')}
      testId="developing"
      onHome={() => go('/', { replace: true })}
    />
  );
}
