import { useState } from 'react';
import { Dialog, Radio } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { toast } from '@/kit/toast';

type Marital = 0 | 1 | 2;
const CHOICES: Marital[] = [0, 1, 2];

/** Asks the missing marital status; the booking goes on only once one is chosen. */
export function MaritalDialog({
  name,
  onDone,
}: {
  name: string;
  onDone: (marital: Marital | null) => void;
}) {
  const { t } = useTranslation(['company', 'profile']);
  const refusalText = useRefusalText();
  const [value, setValue] = useState<Marital | null>(null);
  return (
    <Dialog
      visible
      title={t('company:marital.title')}
      showCancelButton
      confirmButtonText={t('common:actions.confirm')}
      cancelButtonText={t('common:actions.cancel')}
      onCancel={() => onDone(null)}
      onConfirm={() => {
        if (value === null) void toast('info', refusalText('maritalRequired'));
        else onDone(value);
      }}
      data-testid="marital-dialog"
    >
      <div className="company-marital">
        <p className="company-marital__hint">{t('company:marital.hint', { name })}</p>
        <Radio.Group
          value={value === null ? undefined : String(value)}
          onChange={(v) => setValue(Number(v) as Marital)}
          direction="horizontal"
        >
          {CHOICES.map((m) => (
            <Radio key={m} name={String(m)}>
              {t(`profile:maritals.${m}`)}
            </Radio>
          ))}
        </Radio.Group>
      </div>
    </Dialog>
  );
}
