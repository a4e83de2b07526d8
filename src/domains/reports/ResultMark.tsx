import { useTranslation } from 'react-i18next';
import { readingOf, type Side } from '@/rules/abnormal';
import './resultMark.css';

/**
 * A value's reading in a sign AND a word (↑ high, ↓ low, * abnormal), so high and low never
 * differ by colour alone. A value in range shows nothing unless `normal` asks for "normal"
 * (the trend sheet, where every exam's reading is the point).
 */
export function ResultMark({
  side,
  printed,
  normal = false,
}: {
  side: Side | null;
  printed?: string | null;
  normal?: boolean;
}) {
  const { t } = useTranslation('reportDetail');
  const { reading, sign } = readingOf(side, printed);
  if (reading === 'normal' && !normal) return null;
  return (
    <span className={`result-mark result-mark--${reading}`} data-reading={reading}>
      {sign && (
        <span className="result-mark__sign" aria-hidden="true">
          {sign}
        </span>
      )}
      {t(`sides.${reading}`)}
    </span>
  );
}
