import { ActionSheet } from 'react-vant';
import { useTranslation } from 'react-i18next';

/**
 * The header menu's sheet. Loaded the first time the menu opens: the header is on every
 * first load, the sheet is opened on few visits.
 */
export default function HeaderMenu({
  visible,
  actions,
  onClose,
  onSelect,
}: {
  visible: boolean;
  actions: Array<{ key: string; name: string }>;
  onClose: () => void;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionSheet
      visible={visible}
      title={t('menu.open')}
      actions={actions}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      onSelect={(_action, index) => {
        const key = actions[index]?.key;
        if (key) onSelect(key);
      }}
    />
  );
}
