import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HomeNotice } from '@/kit/HomeNotice';

export default function NotFoundPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  return (
    <HomeNotice
      text={t('notFound')}
      testId="not-found-page"
      onHome={() => navigate('/', { replace: true })}
    />
  );
}
