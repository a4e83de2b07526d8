import type { ReactNode } from 'react';
import { Skeleton } from 'react-vant';
import type { UserSurveyDetail } from '@/contract';
import { useSurveyRecord } from '@/domains/surveys/queries';
import { useGo } from '@/domains/hospital/useGo';
import { ErrorState } from '@/kit/ErrorState';
import { LinkIncomplete } from '@/kit/LinkIncomplete';
import { useRouteQuery } from '@/kit/useRouteQuery';

/**
 * The saved sheet the link's `id` names, handed to `children` once read; until then what
 * stands in its place: a broken link, the loading skeleton or the error with a retry.
 * (The three sheet routes read the same `id`.)
 */
export function SheetFromLink({
  children,
}: {
  children: (sheet: UserSurveyDetail, id: number) => ReactNode;
}) {
  const id = useRouteQuery('/survey/detail').id ?? 0;
  const go = useGo();
  const record = useSurveyRecord(id);

  if (!(id > 0)) return <LinkIncomplete onHome={() => go('/', { replace: true })} />;
  if (record.loading) return <Skeleton row={6} style={{ padding: 16 }} />;
  if (!record.data) return <ErrorState error={record.error} onRetry={record.reload} />;
  return children(record.data, id);
}
