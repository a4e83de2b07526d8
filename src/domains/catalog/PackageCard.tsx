import type { PackageSummary } from '@/contract';
import { useImageUrl } from '../hospital/useImageUrl';
import './packageCard.css';
import { PackagePrices } from './PackagePrices';

/** How a card's picture loads: at once on the first screen (the first one first), else lazily. */
export type PictureLoading = 'first' | 'eager' | 'lazy';

/** A package in a list: picture, name, remark, sale and list price, how many booked it. */
export function PackageCard({
  pkg,
  onOpen,
  picture = 'lazy',
}: {
  pkg: PackageSummary;
  onOpen: () => void;
  picture?: PictureLoading;
}) {
  const image = useImageUrl();
  return (
    <button
      type="button"
      className="app-row-button package-card"
      onClick={onOpen}
      data-package={pkg.id}
    >
      {pkg.img_url && (
        <img
          src={image(pkg.img_url)}
          alt=""
          width={88}
          height={66}
          loading={picture === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={picture === 'first' ? 'high' : undefined}
        />
      )}
      <span className="package-card__body">
        <span className="package-card__name" data-testid="package-name">
          {pkg.name}
        </span>
        {pkg.remark && <span className="package-card__remark">{pkg.remark}</span>}
        <PackagePrices pkg={pkg} />
      </span>
    </button>
  );
}
