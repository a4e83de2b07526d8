import { useTranslation } from 'react-i18next';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { sharesEnabled } from '@/rules/reportShares';
import './shareEntry.css';
import '@/kit/outlineButton.css';

/**
 * The report detail's way to the shares of a published report (issue 29): shown only when
 * the branch switches sharing on. Its words load beside the page, not before it: until they
 * have, nothing is drawn, and the page is not held back.
 */
export function ShareEntry({ tjbh }: { tjbh: string }) {
  const { t, ready } = useTranslation('shares', { useSuspense: false });
  const configs = useHospConfigs();
  const go = useGo();
  if (!ready || !sharesEnabled(configs.data ?? [])) return null;
  return (
    <section className="app-card share-entry" data-testid="share-entry">
      <p className="share-entry__hint">{t('entry.hint')}</p>
      <button
        type="button"
        className="app-outline-button"
        onClick={() => go(href('/report/share', { tjbh }))}
      >
        {t('entry.button')}
      </button>
    </section>
  );
}
