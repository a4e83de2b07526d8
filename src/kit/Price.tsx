import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/rules/money';

/** An amount in yuan with its currency sign; `was` strikes out a list price. */
export function Price({
  amount,
  was = false,
  className,
  testId,
}: {
  amount: number;
  was?: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const text = `${t('common:currency')}${formatPrice(amount)}`;
  if (was) return <del className={className}>{text}</del>;
  return (
    <span className="app-price" data-testid={testId}>
      {text}
    </span>
  );
}
