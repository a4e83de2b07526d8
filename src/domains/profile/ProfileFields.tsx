import { useState } from 'react';
import { ActionSheet, DatetimePicker, Field, Popup, Radio } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { IdType } from '@/contract';
import {
  BIRTH_DEFAULT_YEAR,
  BIRTH_MAX_YEAR,
  BIRTH_MIN_YEAR,
  ID_TYPES,
  IDCARD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type ProfileFormValues,
} from '@/rules/profileForm';

function isoDate(d: Date) {
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** Name, ID type and number, and (for other ID types) sex and birth date, and marital status. */
export function ProfileFields({
  values,
  onChange,
}: {
  values: ProfileFormValues;
  onChange: (next: ProfileFormValues) => void;
}) {
  const { t } = useTranslation('profile');
  const [typeOpen, setTypeOpen] = useState(false);
  const [birthOpen, setBirthOpen] = useState(false);
  const set = (patch: Partial<ProfileFormValues>) => onChange({ ...values, ...patch });

  return (
    <>
      <Field
        label={t('name')}
        placeholder={t('namePlaceholder')}
        value={values.name}
        onChange={(name) => set({ name })}
        maxLength={NAME_MAX_LENGTH}
      />
      <Field
        label={t('idType')}
        value={t(`idTypes.${values.idType}`)}
        readOnly
        isLink
        onClick={() => setTypeOpen(true)}
      />
      <Field
        label={t('idcard')}
        placeholder={t('idcardPlaceholder')}
        value={values.idcard}
        onChange={(idcard) => set({ idcard })}
        maxLength={IDCARD_MAX_LENGTH}
      />
      {values.idType !== 0 && (
        <>
          <Field label={t('sex')}>
            <Radio.Group
              direction="horizontal"
              value={values.sex ?? undefined}
              onChange={(sex) => set({ sex: sex as 1 | 2 })}
            >
              <Radio name={1}>{t('sexes.1')}</Radio>
              <Radio name={2}>{t('sexes.2')}</Radio>
            </Radio.Group>
          </Field>
          <Field
            label={t('birth')}
            placeholder={t('birthPlaceholder')}
            value={values.birth}
            readOnly
            isLink
            onClick={() => setBirthOpen(true)}
          />
        </>
      )}
      <Field label={t('marital')}>
        <Radio.Group
          direction="horizontal"
          value={values.marital ?? undefined}
          onChange={(marital) => set({ marital: marital as 0 | 1 | 2 })}
        >
          <Radio name={0}>{t('maritals.0')}</Radio>
          <Radio name={1}>{t('maritals.1')}</Radio>
          <Radio name={2}>{t('maritals.2')}</Radio>
        </Radio.Group>
      </Field>

      <ActionSheet
        visible={typeOpen}
        cancelText={t('common:actions.cancel')}
        onCancel={() => setTypeOpen(false)}
        actions={ID_TYPES.map((id) => ({ name: t(`idTypes.${id}`) }))}
        onSelect={(_a, index) => {
          const idType = ID_TYPES[index] as IdType;
          set({ idType, ...(idType === 0 ? { sex: null, birth: '' } : {}) });
          setTypeOpen(false);
        }}
      />
      <Popup visible={birthOpen} position="bottom" round onClose={() => setBirthOpen(false)}>
        <DatetimePicker
          type="date"
          title={t('birth')}
          minDate={new Date(BIRTH_MIN_YEAR, 0, 1)}
          maxDate={new Date(BIRTH_MAX_YEAR, 11, 31)}
          value={
            values.birth ? new Date(`${values.birth}T00:00:00`) : new Date(BIRTH_DEFAULT_YEAR, 0, 1)
          }
          onCancel={() => setBirthOpen(false)}
          onConfirm={(d: Date) => {
            set({ birth: isoDate(d) });
            setBirthOpen(false);
          }}
        />
      </Popup>
    </>
  );
}
