import { useTranslation } from 'react-i18next';
import type { PackageSummary } from '@/contract';
import { useImageUrl } from '../hospital/useImageUrl';
import './packageCard.css';
import { Price } from '@/kit/Price';

/** A package in a list: picture, name, remark, sale and list price, how many booked it. */
export function PackageCard({ pkg, onOpen }: { pkg: PackageSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const image = useImageUrl();
  return (
    <button
      type="button"
      className="app-row-button package-card"
      onClick={onOpen}
      data-package={pkg.id}
    >
      {pkg.img_url && <img src={image(pkg.img_url)} alt="" width={88} height={66} loading="lazy" />}
      <span className="package-card__body">
        <span className="package-card__name" data-testid="package-name">
          {pkg.name}
        </span>
        {pkg.remark && <span className="package-card__remark">{pkg.remark}</span>}
        <span className="package-card__meta">
          <Price amount={pkg.sale_price} testId="package-price" />
          {pkg.price > pkg.sale_price && (
            <Price amount={pkg.price} was className="package-card__list-price" />
          )}
          <span className="package-card__count">
            {t('common:appointCount', { count: pkg.appoint_count })}
          </span>
        </span>
      </span>
    </button>
  );
}
