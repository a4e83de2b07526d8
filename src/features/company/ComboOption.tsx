import { Checkbox } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { CompanyCombo } from '@/contract';

/** One add-on combo to tick: name, what it is for, its tips and, by points, its cost. */
export function ComboOption({
  combo,
  checked,
  onToggle,
  showPoints = false,
}: {
  combo: CompanyCombo;
  checked: boolean;
  onToggle: () => void;
  showPoints?: boolean;
}) {
  const { t } = useTranslation('company');
  return (
    <li>
      <button
        type="button"
        className={`company__combo${checked ? ' is-checked' : ''}`}
        aria-pressed={checked}
        data-testid="combo-option"
        data-combo={combo.comboId}
        onClick={onToggle}
      >
        <Checkbox checked={checked} shape="square" className="company__combo-box" />
        <span className="company__combo-text">
          <span className="company__combo-name">{combo.comboName}</span>
          {combo.comboMeanning && (
            <span className="company__combo-note">{combo.comboMeanning}</span>
          )}
          {combo.comboImportantTips && (
            <span className="company__combo-tip">{combo.comboImportantTips}</span>
          )}
        </span>
        {showPoints && (
          <span className="company__points">{t('points', { count: combo.consumePoints })}</span>
        )}
      </button>
    </li>
  );
}
