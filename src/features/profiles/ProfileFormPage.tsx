import { useId, useState } from 'react';
import { Button, Field, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { RELATIONS } from '@/contract/constants';
import type { Relation } from '@/contract';
import type { PlainProfile } from '@/domains/profile/api';
import { useProfiles } from '@/domains/profile/queries';
import { useAddProfile, useUnbindProfile, useUpdateProfile } from '@/domains/profile/mutations';
import { useAccount } from '@/domains/session/useAccount';
import { useGo } from '@/domains/hospital/useGo';
import { maskPhone } from '@/rules/masks';
import { isValidSmsCode } from '@/rules/phone';
import {
  profileFormErrors,
  profileLinkErrors,
  validateProfileForm,
  type ProfileField,
  type ProfileLinkField,
} from '@/rules/profileForm';
import { refusalTexts, useRefusalText } from '@/kit/refusalText';
import { askConfirm } from '@/kit/dialogs';
import { safeAppRoute } from '@/kit/safeRoute';
import type { Href } from '@/kit/routes';
import { ChoiceRow } from '@/kit/ChoiceRow';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { PhoneCodeFields } from '@/domains/session/PhoneCodeFields';
import { ProfileFields } from '@/domains/profile/ProfileFields';
import { useProfileValues } from '@/domains/profile/useProfileValues';
import { fieldError, useFieldErrors } from '@/kit/fieldErrors';
import { SubmitButton } from '@/kit/SubmitButton';
import { useRouteQuery } from '@/kit/useRouteQuery';
import './profiles.css';
import { toast } from '@/kit/toast';

/** Add a relative (with the phone proved by SMS) or edit a profile (?pid=), and unbind it. */
export default function ProfileFormPage() {
  // Both routes open this page; only the edit link carries pid.
  const pid = useRouteQuery('/user/editProfile').pid ?? 0;
  const refusalText = useRefusalText();
  const { data, error, loading, reload } = useProfiles(useAccount().id);

  if (!pid) return <ProfileForm />;
  if (loading) return <Skeleton row={6} style={{ padding: 16 }} />;
  if (error) return <ErrorState error={error} onRetry={reload} />;
  const profile = data?.find((p) => p.id === pid);
  if (!profile) return <EmptyState kind="search" text={refusalText('profileNotFound')} />;
  return <ProfileForm profile={profile} />;
}

function ProfileForm({ profile }: { profile?: PlainProfile }) {
  const { t } = useTranslation('profile');
  const refusalText = useRefusalText();
  const go = useGo();
  // Opened from the booking's name list: back there once saved, not to the profile list.
  const { back } = useRouteQuery('/user/addProfile');
  const adding = profile === undefined;
  const isSelf = profile?.relation === 'self';
  const [relation, setRelation] = useState<Relation | null>(profile?.relation ?? null);
  const radios = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { ref, errors, show, clear, cleared } = useFieldErrors<
    ProfileField | 'relation' | 'phone' | 'code'
  >();
  const person = useProfileValues(clear, profile);
  const add = useAddProfile();
  const update = useUpdateProfile();
  const unbinding = useUnbindProfile();

  /** Back where the form was opened; a booking's name list books for the person added. */
  const backToList = (added?: number) => {
    const to = back ? safeAppRoute(back, '/user/profileList') : '/user/profileList';
    go(added && back ? withChosen(to, added) : to, { replace: true });
  };
  /** Every wrong field at once, each with the spec's reason beside it. */
  function problems() {
    const link = { relation, mobile: phone, smsCode: code };
    const found: Partial<Record<ProfileField | ProfileLinkField, string>> = refusalTexts(
      refusalText,
      {
        ...profileFormErrors(person.values),
        ...profileLinkErrors(link, { adding, self: isSelf }),
      },
    );
    if (adding && code && !isValidSmsCode(code)) found.code = t('common:sms.codeLength');
    return found;
  }

  async function save() {
    if (show(problems())) return;
    const checked = validateProfileForm(person.values);
    if (!checked.ok || !relation) return;
    try {
      const input = { ...checked.value, relation };
      const saved = profile
        ? await update.run({ ...input, id: profile.id })
        : await add.run({ ...input, mobile: phone, smsCode: code });
      void toast('success', refusalText('profileSaved'));
      backToList(adding ? saved.id : undefined);
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t, t('saveFailed')));
    }
  }

  async function unbind() {
    if (!profile) return;
    if (isSelf) return void toast('info', t('cannotUnbindSelf'));
    const confirmed = await askConfirm({
      title: t('unbindConfirmTitle'),
      message: t('unbindConfirmMessage'),
      confirmText: t('unbind'),
      cancelText: t('unbindKeep'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await unbinding.run(profile.id);
      void toast('success', refusalText('profileUnbound'));
      backToList();
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t, t('unbindFailed')));
    }
  }

  return (
    <div className="profiles" data-testid="profile-form">
      {/* The spec's overall failure, said once above the form; each reason is at its field. */}
      {Object.keys(errors).length > 0 && (
        <p className="app-field-error profiles__summary" role="alert">
          {t('invalid')}
        </p>
      )}
      <div className="app-form app-fields" ref={ref}>
        <ProfileFields {...person.fields} errors={errors} />
        {/* The five relations in view, one tap (an action sheet took two); the self
            profile's relation is fixed. */}
        {isSelf ? (
          <Field label={t('relation')} value={t('relations.self')} readOnly />
        ) : (
          <Field label={t('relation')} {...fieldError(errors.relation)}>
            <div role="radiogroup" className="profile-radios">
              {RELATIONS.map((r) => (
                <ChoiceRow
                  key={r}
                  type="radio"
                  name={`${radios}-relation`}
                  className="app-choice--inline"
                  checked={relation === r}
                  onChange={() => {
                    setRelation(r);
                    clear('relation');
                  }}
                >
                  {t(`relations.${r}`)}
                </ChoiceRow>
              ))}
            </div>
          </Field>
        )}
        {adding ? (
          <PhoneCodeFields
            labels={{
              phone: t('phone'),
              phonePlaceholder: t('phonePlaceholder'),
              smsCode: t('smsCode'),
              smsCodePlaceholder: t('smsCodePlaceholder'),
            }}
            phone={phone}
            onPhone={cleared(setPhone, 'phone')}
            code={code}
            onCode={cleared(setCode, 'code')}
            seconds={60}
            errors={{ phone: errors.phone, code: errors.code }}
          />
        ) : (
          <Field label={t('phone')} value={maskPhone(profile.mobile)} readOnly />
        )}
      </div>
      <SubmitButton onSubmit={save}>{t('save')}</SubmitButton>
      {/* The self profile cannot be unbound: no button that can only refuse. */}
      {!adding && !isSelf && (
        <div className="profiles__danger">
          <Button
            block
            round
            plain
            type="danger"
            disabled={unbinding.pending}
            onClick={() => void unbind()}
          >
            {t('unbind')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The route with `chosen` set to the person just added (the name list books for them). */
function withChosen(route: Href, id: number): Href {
  const url = new URL(route, 'http://app.invalid');
  url.searchParams.set('chosen', String(id));
  return safeAppRoute(url.pathname + url.search, route);
}
