import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useRefusalText, type RefusalText } from '@/kit/refusalText';
import { findConfig } from '@/rules/configs';
import { passwordPairErrors } from '@/rules/profileForm';
import { PASSWORD_MAX, passwordLevel } from '@/rules/passwordPolicy';
import { useHospConfigs } from '@/domains/hospital/queries';
import { PasswordField } from '@/domains/session/PasswordField';

/** The hospital's password level (config user_password_level) and the tip that explains it. */
function usePasswordRule() {
  const refusalText = useRefusalText();
  const configs = useHospConfigs();
  const config = configs.data ? findConfig(configs.data, 'user_password_level') : undefined;
  return {
    level: passwordLevel(config?.value),
    tip: config?.detail_note || refusalText('passwordDefaultTip'),
  };
}

/**
 * The pair's errors in words: the password's in the server's (a weak one followed by the
 * level's tip, as the server says it), the confirmation's in the form's own.
 */
function passwordPairTexts(
  t: TFunction,
  refusalText: RefusalText,
  password: string,
  confirm: string,
  rule: { level: number; tip: string },
): { password?: string; confirm?: string } {
  const errors = passwordPairErrors(password, confirm, rule.level);
  const tip = errors.password === 'passwordWeak' ? rule.tip : '';
  return {
    ...(errors.password && { password: `${refusalText(errors.password)}${tip}` }),
    ...(errors.confirm && { confirm: t('account:passwordMismatch') }),
  };
}

/** A form's new password and its confirmation, with the branch's rule they are checked by. */
export function useNewPassword() {
  const { t } = useTranslation('account');
  const refusalText = useRefusalText();
  const rule = usePasswordRule();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    rule,
    /** Each field's error in words; empty when the pair may be sent. */
    errorTexts: () => passwordPairTexts(t, refusalText, password, confirm, rule),
  };
}

type PasswordKey = 'password' | 'confirm';

interface Props {
  pair: ReturnType<typeof useNewPassword>;
  /** Drops a field's error as the patient types in it. */
  clear: (...fields: PasswordKey[]) => void;
  label?: 'password' | 'newPassword';
  /** The message beside the password or its confirmation, once the form was submitted. */
  errors?: { password?: string; confirm?: string };
}

/** A new password and its confirmation. */
export function NewPasswordFields({ pair, clear, label = 'password', errors = {} }: Props) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        label={t(label)}
        placeholder={t('newPasswordPlaceholder')}
        value={pair.password}
        onChange={(value) => {
          pair.setPassword(value);
          clear('password');
        }}
        maxLength={PASSWORD_MAX}
        error={errors.password}
      />
      <PasswordField
        label={t('confirmPassword')}
        placeholder={t('confirmPasswordPlaceholder')}
        value={pair.confirm}
        onChange={(value) => {
          pair.setConfirm(value);
          clear('confirm');
        }}
        maxLength={PASSWORD_MAX}
        error={errors.confirm}
      />
    </>
  );
}
