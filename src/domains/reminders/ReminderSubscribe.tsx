import { useEffect, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedTemplates } from '@/rules/reminders';
import { configureJsSdk } from '@/platform/wechat/jssdk';
import { OpenTagButton, useOpenTag } from '@/platform/wechat/openTag';

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

// The subscribe button, outlined: the patient's main action on the card is elsewhere.
const TEMPLATE_STYLE =
  '.btn{display:block;width:100%;height:44px;margin:0;padding:0 16px;border:1px solid #0f6bcc;' +
  'border-radius:999px;background:#fff;color:#0f6bcc;font-size:15px;line-height:42px}';

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
  const { tagRef, failed, fail } = useOpenTag(true, (event) => {
    const detail = (event as CustomEvent<SubscribeEventDetail>).detail ?? {};
    const ids = acceptedTemplates(detail.subscribeDetails);
    if (ids.length > 0) onAccepted(ids);
  });

  useEffect(() => {
    // The open tag is drawn only after a successful wx.config.
    configureJsSdk().catch(fail);
  }, [fail]);

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
      <OpenTagButton style={TEMPLATE_STYLE} label={t('subscribe.button')} />
    </wx-open-subscribe>
  );
}
