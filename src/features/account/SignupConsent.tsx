import { useState } from 'react';
import { Popup } from 'react-vant';
import { Cross } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { findConfig } from '@/rules/configs';
import { useHospConfigs } from '@/domains/hospital/queries';
import { HospitalHtml } from '@/domains/hospital/HospitalHtml';
import { ChoiceLink } from '@/kit/ChoiceLink';

type Doc = 'user_agreement' | 'privacy_policy';
const DOCS: Doc[] = ['user_agreement', 'privacy_policy'];

/**
 * Consent to the user agreement and the privacy policy, which sign-up needs (China's
 * personal information law): given by the button that goes on, whose words say so,
 * with both texts a tap away above it. A box to tick first was one more tap for nothing the
 * button does not say. The texts are the hospital's own (configs user_agreement and
 * privacy_policy, HTML in detail_note), else the app's default.
 */
export function SignupConsent() {
  const { t } = useTranslation('account');
  const configs = useHospConfigs().data ?? [];
  const [open, setOpen] = useState<Doc | null>(null);
  const own = open ? findConfig(configs, open)?.detail_note : undefined;

  return (
    <>
      <p className="account-consent" data-testid="consent-statement">
        <span>{t('consent.prefix')}</span>
        {DOCS.map((doc, i) => (
          <span key={doc}>
            {i > 0 && t('consent.and')}
            <ChoiceLink onOpen={() => setOpen(doc)}>{t(`consent.${doc}.title`)}</ChoiceLink>
          </span>
        ))}
      </p>
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
