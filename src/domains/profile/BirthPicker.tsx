import { DatetimePicker, Popup } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { BIRTH_DEFAULT_YEAR, BIRTH_MAX_YEAR, BIRTH_MIN_YEAR } from '@/rules/profileForm';

function isoDate(d: Date) {
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** The birth date's wheel picker in a bottom sheet (ProfileFields loads it on first use). */
export default function BirthPicker({
  open,
  birth,
  onClose,
  onChoose,
}: {
  open: boolean;
  /** YYYY-MM-DD, or '' when none is chosen yet. */
  birth: string;
  onClose: () => void;
  onChoose: (birth: string) => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Popup visible={open} position="bottom" round onClose={onClose}>
      <DatetimePicker
        type="date"
        title={t('birth')}
        minDate={new Date(BIRTH_MIN_YEAR, 0, 1)}
        maxDate={new Date(BIRTH_MAX_YEAR, 11, 31)}
        value={birth ? new Date(`${birth}T00:00:00`) : new Date(BIRTH_DEFAULT_YEAR, 0, 1)}
        onCancel={onClose}
        onConfirm={(d: Date) => onChoose(isoDate(d))}
      />
    </Popup>
  );
}
