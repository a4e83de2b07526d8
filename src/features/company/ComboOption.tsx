import { Success } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyCombo } from '@/contract';

/**
 * One add-on combo to tick: name, what it is for, its tips and, by points, its cost. The
 * whole row is one checkbox (a button with the checkbox role), so it is one big target and
 * one control for a screen reader; the box drawn in it is only a picture of its state.
 */
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
        role="checkbox"
        aria-checked={checked}
        data-testid="combo-option"
        data-combo={combo.comboId}
        onClick={onToggle}
      >
        <span className="company__combo-box" aria-hidden="true">
          {checked && <Success />}
        </span>
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
