import { useTranslation } from 'react-i18next';
import type { ReportListEntry } from '@/contract';
import { PROGRESS_STEPS, isPublished, progressStep } from '@/rules/reports';

/** The spec's four steps, the current one and those before it lit. */
export function ProgressSteps({ entry }: { entry: ReportListEntry }) {
  const { t } = useTranslation('reports');
  const now = progressStep(entry);
  return (
    <ol
      className="rc-steps"
      data-testid={`progress-${entry.tjbh}`}
      data-step={now}
      aria-label={t('stepNow', { step: t(`steps.${PROGRESS_STEPS[now]}`) })}
    >
      {PROGRESS_STEPS.map((name, i) => (
        <li
          key={name}
          className={i <= now ? 'rc-steps__step rc-steps__step--done' : 'rc-steps__step'}
          aria-current={i === now ? 'step' : undefined}
        >
          <span className="rc-steps__dot" />
          <span className="rc-steps__text">{t(`steps.${name}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One exam of the centre: date, number and progress. A published one opens its report
 * and carries its rating; one in progress lists its items' own progress.
 */
export function ExamCard({
  entry,
  actions,
  onOpen,
  onRate,
}: {
  entry: ReportListEntry;
  /** Which of its buttons the hospital's switches allow (rules/pdfActions centreActions). */
  actions: { pdf: boolean; view: boolean };
  onOpen: (entry: ReportListEntry, as: 'report' | 'pdf') => void;
  onRate: (entry: ReportListEntry) => void;
}) {
  const { t } = useTranslation('reports');
  const published = isPublished(entry);
  return (
    <li className="app-card rc-card" data-testid={`exam-${entry.tjbh}`}>
      <div className="rc-card__head">
        <span className="rc-card__name">{entry.name}</span>
        {published && (
          <button
            type="button"
            className={entry.is_rated ? 'rc-card__rating rc-card__rating--done' : 'rc-card__rating'}
            onClick={() => onRate(entry)}
          >
            {entry.is_rated ? t('viewRating') : t('rate')}
          </button>
        )}
      </div>
      <p className="rc-card__line">{t('examDate', { date: entry.tjrq })}</p>
      <p className="rc-card__line">{t('examNo', { no: entry.tjbh })}</p>
      <ProgressSteps entry={entry} />
      {!published && entry.items.length > 0 && (
        <ul className="rc-card__items">
          {entry.items.map((item) => (
            <li key={item.xmmc}>
              <span>{item.xmmc}</span>
              <span className="rc-card__item-state">{item.jcztmc}</span>
            </li>
          ))}
        </ul>
      )}
      {published && (
        <div className="rc-card__actions">
          {actions.pdf && (
            <button
              type="button"
              className="rc-card__open rc-card__open--plain"
              onClick={() => onOpen(entry, 'pdf')}
            >
              {t('openPdf')}
            </button>
          )}
          {actions.view && (
            <button type="button" className="rc-card__open" onClick={() => onOpen(entry, 'report')}>
              {t('openReport')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
