import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/rules/money';

/** An amount in yuan with its currency sign; `was` strikes out a list price. */
export function Price({
  amount,
  was = false,
  className,
}: {
  amount: number;
  was?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = `${t('common:currency')}${formatPrice(amount)}`;
  return was ? <del className={className}>{text}</del> : <span className="app-price">{text}</span>;
}
