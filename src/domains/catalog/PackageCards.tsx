import type { PackageSummary } from '@/contract';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { PackageCard } from './PackageCard';

/** The cards a phone's first screen shows, whose pictures must not wait for a scroll. */
const FIRST_SCREEN_CARDS = 4;

/**
 * Packages as cards, each opening its detail page. The list is the page's first screen
 * unless `belowFold` (home's recommendations, under the banner): its first pictures load
 * at once, the first with high priority, as it is the page's largest paint (issue 27).
 */
export function PackageCards({
  packages,
  className,
  belowFold = false,
}: {
  packages: readonly PackageSummary[];
  className: string;
  belowFold?: boolean;
}) {
  const go = useGo();
  return (
    <ul className={className}>
      {packages.map((p, i) => (
        <li key={p.id}>
          <PackageCard
            pkg={p}
            onOpen={() => go(href('/packageDetail', { id: p.id }))}
            picture={belowFold || i >= FIRST_SCREEN_CARDS ? 'lazy' : i === 0 ? 'first' : 'eager'}
          />
        </li>
      ))}
    </ul>
  );
}
