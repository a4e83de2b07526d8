import { useTranslation } from 'react-i18next';

/**
 * The spec keeps a to-do reminder block on home but hidden; it is rendered hidden so a
 * hospital that wants it only has to switch `visible` on.
 */
export function TodoReminder({ visible = false }: { visible?: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section className="app-card" hidden={!visible} data-testid="home-todo">
      <h2 className="app-section-title">{t('todo')}</h2>
    </section>
  );
}
