import { useTranslation } from 'react-i18next';
import { toast } from '@/kit/toast';
import { maskPhone } from '@/rules/masks';
import '@/kit/outlineButton.css';

/** The link to the reader's page as the owner sends it: this app's address, hash route. */
export const shareLinkOf = (path: string) =>
  `${window.location.origin}${window.location.pathname}#${path}`;

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    void toast('success', done);
  } catch {
    // No clipboard (an old in-app browser, a page not served over HTTPS): the text is on
    // screen, selectable, and the patient is told to copy it by hand.
    void toast('fail', failed);
  }
}

/** A share just made, as its page shows it once. */
export interface Created {
  person: string;
  link: string;
  code: string;
  /** The phone the code was texted to, or null. */
  smsTo: string | null;
}

/** The new share's link and code, shown this once: the server keeps only their hashes. */
export function ShareCreated({ person, link, code, smsTo }: Created) {
  const { t } = useTranslation('shares');
  const copied = t('manage.copied');
  const failed = t('manage.copyFailed');
  // One message to paste in WeChat, link and code together: two copies meant two trips
  // (issue 38). A code already texted stays out of it.
  const message = smsTo ? t('manage.messageSms', { link }) : t('manage.message', { link, code });
  return (
    <section
      className="app-card shares-created"
      data-testid="share-created"
      role="status"
      aria-labelledby="share-created-title"
    >
      <h3 className="app-section-title" id="share-created-title">
        {t('manage.createdTitle', { person })}
      </h3>
      <p className="shares-created__hint">{t('manage.createdHint')}</p>
      {smsTo && (
        <p className="shares-created__hint" data-testid="share-sms">
          {t('manage.smsSent', { phone: maskPhone(smsTo) })}
        </p>
      )}
      <dl className="shares-created__secrets">
        <dt>{t('manage.code')}</dt>
        <dd className="shares-created__code" data-testid="share-code">
          {code}
        </dd>
        <dt>{t('manage.link')}</dt>
        <dd className="shares-created__link" data-testid="share-link">
          {link}
        </dd>
      </dl>
      <div className="shares-created__actions">
        <button
          type="button"
          className="app-outline-button"
          onClick={() => void copy(message, copied, failed)}
        >
          {t(smsTo ? 'manage.copyLink' : 'manage.copyBoth')}
        </button>
      </div>
    </section>
  );
}
