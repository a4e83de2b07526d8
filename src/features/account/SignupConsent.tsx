import { useId, useState } from 'react';
import { Popup } from 'react-vant';
import { Cross } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { findConfig } from '@/rules/configs';
import { useHospConfigs } from '@/domains/hospital/queries';
import { HospitalHtml } from '@/domains/hospital/HospitalHtml';
import { ChoiceLink } from '@/kit/ChoiceLink';
import { ChoiceRow } from '@/kit/ChoiceRow';

type Doc = 'user_agreement' | 'privacy_policy';
const DOCS: Doc[] = ['user_agreement', 'privacy_policy'];

/**
 * Consent to the user agreement and the privacy policy, which sign-up needs (China's
 * personal information law). The texts are the hospital's own (configs user_agreement and
 * privacy_policy, HTML in detail_note), else the app's default.
 */
export function SignupConsent({
  agreed,
  onAgreed,
  error,
}: {
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  /** Why sign-up waits, beside the box, once the patient tried to go on without it. */
  error?: string;
}) {
  const { t } = useTranslation('account');
  const errorId = useId();
  const configs = useHospConfigs().data ?? [];
  const [open, setOpen] = useState<Doc | null>(null);
  const own = open ? findConfig(configs, open)?.detail_note : undefined;

  return (
    <>
      {/* The whole row ticks the box; each title in it opens its text instead. */}
      <div className={error ? 'account-consent app-invalid-group' : 'account-consent'}>
        <ChoiceRow
          checked={agreed}
          onChange={onAgreed}
          testId="consent-row"
          errorId={error ? errorId : undefined}
        >
          <span className="account-consent__sentence">
            <span>{t('consent.prefix')}</span>
            {DOCS.map((doc, i) => (
              <span key={doc}>
                {i > 0 && t('consent.and')}
                <ChoiceLink onOpen={() => setOpen(doc)}>{t(`consent.${doc}.title`)}</ChoiceLink>
              </span>
            ))}
          </span>
        </ChoiceRow>
        {error && (
          <p className="app-field-error" id={errorId}>
            {error}
          </p>
        )}
      </div>
      <Popup
        visible={open !== null}
        position="bottom"
        round
        closeable
        closeIcon={<Cross data-testid="popup-close" />}
        title={open ? t(`consent.${open}.title`) : ''}
        onClose={() => setOpen(null)}
      >
        <div className="account-consent__text" data-testid="consent-text">
          {own ? (
            <HospitalHtml html={own} />
          ) : (
            open &&
            t(`consent.${open}.default`)
              .split('\n')
              .map((line) => <p key={line}>{line}</p>)
          )}
        </div>
      </Popup>
    </>
  );
}
