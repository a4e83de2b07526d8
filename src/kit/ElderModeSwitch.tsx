import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { elderModeAtom } from './elderMode';
import './switchTrack.css';
import './elderModeSwitch.css';

/** The elder mode's switch, on home's first screen and in the user centre. */
export function ElderModeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [on, setOn] = useAtom(elderModeAtom);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={`elder-switch${className ? ` ${className}` : ''}`}
      data-testid="elder-switch"
      onClick={() => setOn(!on)}
    >
      <span className="elder-switch__text">{t('elder.switch')}</span>
      <span className="app-switch-track" aria-hidden="true" />
    </button>
  );
}
