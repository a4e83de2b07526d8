import { Collapse, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { FaqEntry } from '@/contract';
import { useFaqs } from '@/domains/content/queries';
import { ErrorState } from '@/kit/ErrorState';
import './content.css';

/** How many questions the fixed list in the locale files holds. */
const FIXED_FAQ_COUNT = 10;

/**
 * The help centre: the hospital's own questions as an accordion, one answer open at a
 * time; a hospital with none gets the app's ten common check-up questions.
 */
export default function FaqPage() {
  const { t } = useTranslation('content');
  const { data, error, loading, reload } = useFaqs();
  if (loading) return <Skeleton row={8} style={{ padding: 16 }} />;
  if (error || !data) return <ErrorState error={error} onRetry={reload} />;
  const own = data.length > 0;
  const entries: FaqEntry[] = own
    ? data
    : Array.from({ length: FIXED_FAQ_COUNT }, (_, i) => ({
        id: i + 1,
        question: t(`fixed.${i + 1}.q`),
        answer: t(`fixed.${i + 1}.a`),
      }));
  return (
    <div className="faq" data-testid="faq" data-source={own ? 'hospital' : 'fixed'}>
      {!own && <p className="faq__note">{t('faqFixedNote')}</p>}
      <Collapse accordion>
        {entries.map((e) => (
          <Collapse.Item key={e.id} name={String(e.id)} title={e.question}>
            <p className="faq__answer">{e.answer}</p>
          </Collapse.Item>
        ))}
      </Collapse>
    </div>
  );
}
