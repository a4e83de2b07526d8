import type { PackageSummary } from '@/contract';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { PackageCard } from './PackageCard';

/** Packages as cards, each opening its detail page. */
export function PackageCards({
  packages,
  className,
}: {
  packages: readonly PackageSummary[];
  className: string;
}) {
  const go = useGo();
  return (
    <ul className={className}>
      {packages.map((p) => (
        <li key={p.id}>
          <PackageCard pkg={p} onOpen={() => go(href('/packageDetail', { id: p.id }))} />
        </li>
      ))}
    </ul>
  );
}
