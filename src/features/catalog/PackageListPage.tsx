import { Skeleton } from 'react-vant';
import { TabBar, TabPanel } from '@/kit/TabBar';
import { useTranslation } from 'react-i18next';
import { usePackages } from '@/domains/catalog/pagedQueries';
import { useBranchOnSale, useExamTypes } from '@/domains/catalog/queries';
import type { PackageView } from '@/domains/catalog/api';
import { PACKAGE_SORTS, type GenderFilter, type PackageListView } from '@/domains/catalog/packages';
import { ChoiceChips } from '@/kit/ChoiceChips';
import { ErrorState } from '@/kit/ErrorState';
import { PullToRefresh } from '@/kit/PullToRefresh';
import { useRouteQuery, useSetRouteQuery } from '@/kit/useRouteQuery';
import { BranchNotOpen } from './BranchNotOpen';
import { PackagePages } from './PackagePages';
import './packages.css';

const GENDERS: GenderFilter[] = [0, 1, 2];

export default function PackageListPage() {
  const { t } = useTranslation('packages');
  // The view lives in the URL: back from a package, or a refresh, keeps tab, sort and filter.
  const query = useRouteQuery('/packageList');
  const setQuery = useSetRouteQuery('/packageList');
  const view: PackageListView = {
    examTypeId: query.type ?? null,
    sort: query.sort ?? 'default',
    gender: query.gender ?? 0,
  };
  const { examTypeId, sort, gender } = view;
  // Defaults are left out of the URL.
  const change = (patch: Partial<PackageListView>) => {
    const next = { ...view, ...patch };
    setQuery({
      type: next.examTypeId,
      sort: next.sort === 'default' ? null : next.sort,
      gender: next.gender === 0 ? null : next.gender,
    });
  };
  const typesQuery = useExamTypes();
  const onSale = useBranchOnSale();
  const types = typesQuery.data;
  // Tabs only when there is a choice to make; with one type every package is shown.
  const known = types?.some((type) => type.id === examTypeId) ?? false;
  const activeType =
    types && types.length > 1 ? (known ? examTypeId : (types[0]?.id ?? null)) : null;
  // Each view is asked of the server, from its first page. A type in the URL is asked
  // beside the types; without one, the view waits for the first type.
  const shownView: PackageView | null =
    types !== undefined
      ? { examTypeId: activeType, sex: gender, sort }
      : examTypeId !== null
        ? { examTypeId, sex: gender, sort }
        : null;
  const packages = usePackages(shownView);

  if (typesQuery.loading || onSale.loading) return <Skeleton row={8} style={{ padding: 16 }} />;
  const failed = typesQuery.error ?? onSale.error;
  if (failed || !types || onSale.data === undefined || !shownView)
    return (
      <ErrorState
        error={failed}
        onRetry={() => {
          typesQuery.reload();
          onSale.reload();
        }}
      />
    );
  // Nothing on sale at all is not a filter's doing: the branch is not open for bookings.
  if (!onSale.data) return <BranchNotOpen />;

  return (
    <div className="packages" data-testid="package-list">
      {types.length > 1 && (
        <TabBar
          id="packages"
          label={t('typesLabel')}
          tabs={types.map((type) => ({ name: type.id, title: type.name }))}
          active={activeType ?? 0}
          onChange={(id) => change({ examTypeId: id })}
          className="packages__tabs"
        />
      )}
      {/* The chips wrap: scrolled sideways, the last sort ran off the edge unseen (issue 38). */}
      <div className="packages__filters">
        <ChoiceChips
          label={t('sortLabel')}
          options={PACKAGE_SORTS.map((s) => ({ value: s, text: t(`sorts.${s}`) }))}
          value={sort}
          onChange={(value) => change({ sort: value })}
        />
        <ChoiceChips
          label={t('genderLabel')}
          options={GENDERS.map((g) => ({ value: g, text: t(`genders.${g}`) }))}
          value={gender}
          onChange={(value) => change({ gender: value })}
        />
      </div>
      <TabPanel id="packages" active={activeType ?? 0}>
        <PullToRefresh>
          <PackagePages list={packages} view={shownView} />
        </PullToRefresh>
      </TabPanel>
    </div>
  );
}
