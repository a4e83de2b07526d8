import { useEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedTemplates } from '@/rules/reminders';
import { configureJsSdk } from '@/platform/wechat/jssdk';
import { OPEN_TAG_WAIT_MS } from '@/platform/wechat/LaunchWeappButton';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'wx-open-subscribe': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        /** The subscribe-message template ids, comma-separated. */
        template: string;
      };
    }
  }
}

// WeChat draws the template in its own frame, where the page's CSS does not reach.
const TEMPLATE_STYLE =
  '.btn{display:block;width:100%;height:44px;margin:0;padding:0 16px;border:1px solid #0f6bcc;' +
  'border-radius:999px;background:#fff;color:#0f6bcc;font-size:15px;line-height:42px}';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface SubscribeEventDetail {
  errMsg?: string;
  subscribeDetails?: string;
}

export interface ReminderSubscribeProps {
  templateId: string;
  /** The template ids the patient accepted. */
  onAccepted: (templateIds: string[]) => void;
}

/**
 * WeChat's subscribe-message open tag for the exam reminder. Where WeChat cannot draw it
 * (its error, no open tags, a silent client), its fallback: the reminders go by SMS.
 */
export function ReminderSubscribe({ templateId, onAccepted }: ReminderSubscribeProps) {
  const { t } = useTranslation('reminders');
  const [failed, setFailed] = useState(false);
  const tagRef = useRef<HTMLElement>(null);
  // The latest callback, without subscribing the tag's listeners again on each render.
  const accepted = useRef(onAccepted);
  useEffect(() => {
    accepted.current = onAccepted;
  });

  useEffect(() => {
    // The open tag is drawn only after a successful wx.config.
    configureJsSdk().catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    const tag = tagRef.current;
    if (failed || !tag) return;
    const fail = () => setFailed(true);
    let ready = false;
    const onReady = () => (ready = true);
    const onSuccess = (event: Event) => {
      const detail = (event as CustomEvent<SubscribeEventDetail>).detail ?? {};
      const ids = acceptedTemplates(detail.subscribeDetails);
      if (ids.length > 0) accepted.current(ids);
    };
    tag.addEventListener('success', onSuccess);
    tag.addEventListener('error', fail);
    tag.addEventListener('ready', onReady);
    document.addEventListener('WeixinOpenTagsError', fail);
    const timer = window.setTimeout(() => {
      if (!ready && tag.getBoundingClientRect().height === 0) fail();
    }, OPEN_TAG_WAIT_MS);
    return () => {
      tag.removeEventListener('success', onSuccess);
      tag.removeEventListener('error', fail);
      tag.removeEventListener('ready', onReady);
      document.removeEventListener('WeixinOpenTagsError', fail);
      window.clearTimeout(timer);
    };
  }, [failed]);

  if (failed)
    return (
      <p className="reminder-card__hint" data-testid="reminder-subscribe-fallback">
        {t('subscribe.fallback')}
      </p>
    );
  return (
    <wx-open-subscribe
      ref={tagRef}
      template={templateId}
      data-testid="reminder-subscribe"
      style={{ display: 'block', margin: '12px 16px' }}
    >
      <script
        type="text/wxtag-template"
        dangerouslySetInnerHTML={{
          __html: `<style>${TEMPLATE_STYLE}</style><button class="btn">${escapeHtml(t('subscribe.button'))}</button>`,
        }}
      />
    </wx-open-subscribe>
  );
}
