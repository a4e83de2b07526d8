import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '@/domains/hospital/useGo';
import type { Href } from '@/kit/routes';

/** A card of the home page: its title, a "more" link to the full list, and its content. */
export function HomeSection({
  title,
  more,
  testId,
  children,
}: {
  title: string;
  more: Href;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  const go = useGo();
  return (
    <section className="app-card" data-testid={testId}>
      <h2 className="app-section-title">
        {title}
        <button type="button" className="app-link-button" onClick={() => go(more)}>
          {t('more')}
        </button>
      </h2>
      {children}
    </section>
  );
}
