import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { summaryEnabled } from '@/rules/summary';
import './doctorSummary.css';

/**
 * Opens the summary for the doctor of exam `tjbh` (with the exams it is compared with):
 * shown only where the branch offers summaries (report_summary_enable).
 */
export function DoctorSummaryButton({ tjbh, compare }: { tjbh: string; compare?: string[] }) {
  const { t } = useTranslation('summary');
  const go = useGo();
  const configs = useHospConfigs();
  if (!summaryEnabled(configs.data ?? [])) return null;
  const others = compare?.filter((n) => n !== tjbh) ?? [];
  return (
    <div className="doctor-summary">
      <Button
        round
        plain
        type="primary"
        data-testid="summary-open"
        onClick={() =>
          go(
            href('/report/summary', others.length ? { tjbh, compare: others.join(',') } : { tjbh }),
          )
        }
      >
        {t('open')}
      </Button>
      <p className="doctor-summary__hint">{t('openHint')}</p>
    </div>
  );
}
