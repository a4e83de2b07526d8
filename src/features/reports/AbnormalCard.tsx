import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { ExamReport } from '@/contract';
import { abnormalValues } from '@/rules/abnormal';
import { numericValue } from '@/rules/reports';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { typesetUnit } from '@/rules/units';
import type { TrendTarget } from '@/domains/reports/ReportDetailItems';
import { ResultMark } from '@/domains/reports/ResultMark';
import './reportDetail.css';
import './abnormal.css';

/**
 * Beyond the spec: the conclusion tab opens with every out-of-range value of the exam,
 * what the value means in plain words, and the way to book a re-check.
 */
export function AbnormalCard({
  report,
  onTrend,
}: {
  report: ExamReport;
  onTrend: (target: TrendTarget) => void;
}) {
  const { t } = useTranslation('reportDetail');
  const go = useGo();
  const values = abnormalValues(report);
  if (values.length === 0)
    return (
      <section className="app-card abnormal abnormal--none" data-testid="abnormal-card">
        <p>{t('abnormal.none')}</p>
      </section>
    );
  return (
    <section className="app-card abnormal" data-testid="abnormal-card">
      <h3 className="app-section-title">{t('abnormal.title')}</h3>
      <p className="abnormal__count">{t('abnormal.count', { count: values.length })}</p>
      <ul className="abnormal__list">
        {values.map((v) => {
          const numeric = numericValue(v.value) !== null;
          return (
            <li
              key={`${v.item}/${v.node}`}
              className="abnormal__row"
              data-testid="abnormal-value"
              data-node={v.node}
              data-side={v.side}
            >
              <div className="abnormal__head">
                <span className="abnormal__node">{v.node}</span>
                <ResultMark side={v.side} printed={v.mark} />
              </div>
              <button
                type="button"
                className="abnormal__figures"
                disabled={!numeric}
                onClick={() => onTrend({ item: v.item, node: v.node, unit: v.unit })}
              >
                <strong className={`abnormal__value abnormal__value--${v.side}`}>
                  {v.value} {typesetUnit(v.unit)}
                </strong>
                <span className="abnormal__range">
                  {v.ref ? t('abnormal.range', { ref: v.ref }) : t('abnormal.noRange')}
                </span>
              </button>
              <p className="abnormal__meaning">
                {t(`meanings.${v.node}`, { defaultValue: t('abnormal.unknownMeaning') })}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="abnormal__hint">{t('abnormal.recheckHint')}</p>
      <Button
        round
        block
        type="primary"
        data-testid="abnormal-recheck"
        onClick={() => go(href('/packageList'))}
      >
        {t('abnormal.recheck')}
      </Button>
    </section>
  );
}
