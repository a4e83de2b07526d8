import { useTranslation } from 'react-i18next';
import { HomeNotice } from '@/kit/HomeNotice';

export default function NotFoundPage() {
  const { t } = useTranslation('system');
  return <HomeNotice text={t('notFound')} testId="not-found-page" />;
}
