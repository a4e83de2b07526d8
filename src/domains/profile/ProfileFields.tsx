import { lazy, Suspense, useId, useState } from 'react';
import { ActionSheet, Field } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { IdType } from '@/contract';
import {
  ID_TYPES,
  IDCARD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type ProfileField,
  type ProfileFormValues,
} from '@/rules/profileForm';
import { ChoiceRow } from '@/kit/ChoiceRow';
import { fieldError } from '@/kit/fieldErrors';
import './profileFields.css';

// The date picker (react-vant's Picker, 6 KB gzipped) loads when the birth date is first
// chosen by hand (another ID type than the resident card), not with the form (issue 27).
const BirthPicker = lazy(() => import('./BirthPicker'));

/** Name, ID type and number, and (for other ID types) sex and birth date, and marital status. */
export function ProfileFields({
  values,
  onChange,
  errors = {},
}: {
  values: ProfileFormValues;
  /** The next values, and the fields the change touched (their errors are answered). */
  /** What changed: applied to the values as they are then, not as this render saw them. */
  onChange: (patch: Partial<ProfileFormValues>, touched: ProfileField[]) => void;
  /** The message beside each wrong field, once the form was submitted. */
  errors?: Partial<Record<ProfileField, string>>;
}) {
  const { t } = useTranslation('profile');
  const radios = useId();
  const [typeOpen, setTypeOpen] = useState(false);
  const [birthOpen, setBirthOpen] = useState(false);
  // Mounted from the first opening on, so it animates closed and open again at once.
  const [birthUsed, setBirthUsed] = useState(false);
  const set = (patch: Partial<ProfileFormValues>, ...touched: ProfileField[]) =>
    onChange(patch, touched);

  return (
    <>
      <Field
        label={t('name')}
        placeholder={t('namePlaceholder')}
        value={values.name}
        onChange={(name) => set({ name }, 'name')}
        maxLength={NAME_MAX_LENGTH}
        {...fieldError(errors.name)}
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
        onChange={(idcard) => set({ idcard }, 'idcard')}
        maxLength={IDCARD_MAX_LENGTH}
        {...fieldError(errors.idcard)}
      />
      {values.idType !== 0 && (
        <>
          <Field label={t('sex')} {...fieldError(errors.sex)}>
            <div role="radiogroup" className="profile-radios">
              {([1, 2] as const).map((sex) => (
                <ChoiceRow
                  key={sex}
                  type="radio"
                  name={`${radios}-sex`}
                  className="app-choice--inline"
                  checked={values.sex === sex}
                  onChange={() => set({ sex }, 'sex')}
                >
                  {t(`sexes.${sex}`)}
                </ChoiceRow>
              ))}
            </div>
          </Field>
          <Field
            label={t('birth')}
            placeholder={t('birthPlaceholder')}
            value={values.birth}
            readOnly
            isLink
            onClick={() => {
              setBirthUsed(true);
              setBirthOpen(true);
            }}
            {...fieldError(errors.birth)}
          />
        </>
      )}
      <Field label={t('marital')} {...fieldError(errors.marital)}>
        <div role="radiogroup" className="profile-radios">
          {([0, 1, 2] as const).map((marital) => (
            <ChoiceRow
              key={marital}
              type="radio"
              name={`${radios}-marital`}
              className="app-choice--inline"
              checked={values.marital === marital}
              onChange={() => set({ marital }, 'marital')}
            >
              {t(`maritals.${marital}`)}
            </ChoiceRow>
          ))}
        </div>
      </Field>

      <ActionSheet
        visible={typeOpen}
        cancelText={t('common:actions.cancel')}
        onCancel={() => setTypeOpen(false)}
        actions={ID_TYPES.map((id) => ({ name: t(`idTypes.${id}`) }))}
        onSelect={(_a, index) => {
          const idType = ID_TYPES[index] as IdType;
          // A new type asks the number again, and sex and birth when the number gives none.
          set(
            { idType, ...(idType === 0 ? { sex: null, birth: '' } : {}) },
            'idcard',
            'sex',
            'birth',
          );
          setTypeOpen(false);
        }}
      />
      {birthUsed && (
        <Suspense fallback={null}>
          <BirthPicker
            open={birthOpen}
            birth={values.birth}
            onClose={() => setBirthOpen(false)}
            onChoose={(birth) => {
              set({ birth }, 'birth');
              setBirthOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
