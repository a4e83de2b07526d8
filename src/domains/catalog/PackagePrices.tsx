import { useTranslation } from 'react-i18next';
import type { PackageSummary } from '@/contract';
import { Price } from '@/kit/Price';
import './packagePrices.css';

type Priced = Pick<PackageSummary, 'sale_price' | 'price' | 'appoint_count'>;

/**
 * A package's sale price, its list price struck out when higher, and how many booked it:
 * one line in a list's card, larger at the head of the package's own page.
 */
export function PackagePrices({ pkg, large = false }: { pkg: Priced; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={large ? 'package-prices package-prices--large' : 'package-prices'}>
      <Price amount={pkg.sale_price} testId="package-price" />
      {pkg.price > pkg.sale_price && <Price amount={pkg.price} was />}
      <span className="package-prices__count">
        {t('common:appointCount', { count: pkg.appoint_count })}
      </span>
    </span>
  );
}
