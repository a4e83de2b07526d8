import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/rules/money';

/** The bar fixed at the bottom of a booking step: what it costs, and the step's button. */
export function TotalBar({
  label,
  amount,
  testId,
  children,
}: {
  label: string;
  amount: number;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="app-bottom-bar">
      <div className="app-bottom-bar__total">
        {label}
        <span className="app-price" data-testid={testId}>
          {t('common:currency')}
          {formatPrice(amount)}
        </span>
      </div>
      <div className="app-bottom-bar__action" data-testid="bottom-bar-action">
        {children}
      </div>
    </div>
  );
}
