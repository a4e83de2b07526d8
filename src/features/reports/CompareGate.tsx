import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { centreKeys } from '@/domains/reports/centreApi';
import { reportDetailApi } from '@/domains/reports/detailApi';
import { ApiError } from '@/kit/api/envelope';
import { ErrorState } from '@/kit/ErrorState';
import { useQuery } from '@/kit/query/useQuery';
import { CODE_RATING_FIRST } from '@/rules/reportGate';
import { ReportDetailGate } from './ReportDetailGate';

/**
 * The first of `numbers` whose results the rating gate holds back, or null when none does
 * (rated meanwhile). The comparison's refusal does not say which exam it is, so each
 * exam's report is asked for, the same gate on the server deciding (reports/reveal.ts).
 */
async function firstGated(numbers: readonly string[]): Promise<string | null> {
  const answers = await Promise.allSettled(numbers.map((n) => reportDetailApi.query(n)));
  for (const [i, answer] of answers.entries()) {
    if (answer.status === 'fulfilled') continue;
    const err: unknown = answer.reason;
    if (err instanceof ApiError && err.code === CODE_RATING_FIRST) return numbers[i] ?? null;
    throw err;
  }
  return null;
}

/**
 * A comparison the server refused for the rating gate (a link that skipped the compare
 * list's marks): the exam to rate, named, and its rating in place; once rated the
 * comparison is asked for again (`onRated`), straight back to what the patient asked for.
 */
export function CompareGate({
  numbers,
  refusal,
  onRated,
}: {
  numbers: readonly string[];
  /** The comparison's 428, shown if no exam is found gated any more. */
  refusal: ApiError;
  onRated: () => void;
}) {
  const { t } = useTranslation('reports');
  // Under the centre's keys: a rating (useRateExam) asks again, for the next gated exam.
  const gated = useQuery([...centreKeys.all, 'compareGate', numbers.join(',')], () =>
    firstGated(numbers),
  );
  if (gated.loading) return <Skeleton row={4} style={{ padding: 16 }} />;
  if (gated.error || !gated.data)
    return <ErrorState error={gated.error ?? refusal} onRetry={onRated} />;
  return (
    <ReportDetailGate
      tjbh={gated.data}
      message={t('gate.compare', { no: gated.data })}
      onRated={onRated}
      testId="compare-gate"
    />
  );
}
