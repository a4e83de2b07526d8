import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { PackageSummary } from '@/contract';
import type { PackageView } from '@/domains/catalog/api';
import { visiblePackages } from '@/domains/catalog/packages';
import { PackageCards } from '@/domains/catalog/PackageCards';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { ListFoot } from '@/kit/query/ListFoot';
import type { PagedQuery } from '@/kit/query/usePagedQuery';

/**
 * The packages of the chosen tab, sex and order, as many pages as the patient scrolled to.
 * The server filters and orders; the same rules run again over the rows read, so a backend
 * that sends the whole list unfiltered shows the same.
 */
export function PackagePages({
  list,
  view,
}: {
  list: PagedQuery<PackageSummary>;
  view: PackageView;
}) {
  const { t } = useTranslation('packages');
  if (list.loading) return <Skeleton row={8} style={{ padding: 16 }} />;
  if (list.error || !list.rows) return <ErrorState error={list.error} onRetry={list.reload} />;
  const shown = visiblePackages(list.rows, {
    examTypeId: view.examTypeId,
    gender: view.sex,
    sort: view.sort,
  });
  if (shown.length === 0 && !list.more) return <EmptyState kind="search" text={t('empty')} />;
  return (
    <>
      <PackageCards packages={shown} className="app-card packages__list" />
      <ListFoot list={list} />
    </>
  );
}
