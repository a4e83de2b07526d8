import { useState } from 'react';
import { Field } from 'react-vant';
import { ClosedEye, EyeO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import './passwordField.css';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** The message beside it when it is wrong, once the form was submitted. */
  error?: string;
}

/** A password the patient can show to check what was typed, with the eye beside it. */
export function PasswordField({ label, placeholder, value, onChange, maxLength, error }: Props) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeO : ClosedEye;
  return (
    <Field
      className="app-password-field"
      type={shown ? 'text' : 'password'}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      maxLength={maxLength}
      rightIcon={
        <span
          className="app-password-eye"
          role="button"
          aria-label={t(shown ? 'hidePassword' : 'showPassword')}
          aria-pressed={shown}
        >
          <Icon />
        </span>
      }
      onClickRightIcon={() => setShown((s) => !s)}
      {...(error ? { error: true, errorMessage: error } : {})}
    />
  );
}
