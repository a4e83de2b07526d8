import type { ReactNode } from 'react';
import { PullRefresh } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { refreshAll } from '@/kit/query/store';

/** A list a patient comes back to: pulled down, everything on screen loads again. */
export function PullToRefresh({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PullRefresh
      pullingText={t('pull.pulling')}
      loosingText={t('pull.loosing')}
      loadingText={t('pull.loading')}
      onRefresh={refreshAll}
    >
      {children}
    </PullRefresh>
  );
}
