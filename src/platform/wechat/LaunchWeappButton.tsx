import { type DetailedHTMLProps, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import { isWeChat } from './detect';
import { OpenTagButton, useOpenTag } from './openTag';
import { toast } from '@/kit/toast';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'wx-open-launch-weapp': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        /** The mini program's original id, gh_... */
        username: string;
        path?: string;
      };
    }
  }
}

// The app's primary button style, copied: WeChat's frame does not see the page's CSS.
const TEMPLATE_STYLE =
  '.btn{display:block;width:100%;height:44px;margin:0;padding:0 16px;border:0;' +
  'border-radius:999px;background:#0f6bcc;color:#fff;font-size:16px;line-height:44px}';

export interface LaunchWeappButtonProps {
  /** The mini program's original id (gh_...). */
  username: string;
  /** The page to open, with its query, e.g. "pages/report/index.html?id=3". */
  path: string;
  label: string;
  /** What the button does where the mini program cannot be opened; a toast by default. */
  onFallback?: () => void;
  /**
   * Shown instead of the plain button where the tag cannot work (outside WeChat, after its
   * error): e.g. a QR code of the mini program for another phone's WeChat to scan.
   */
  fallback?: ReactNode;
}

/**
 * Opens a mini program from the page. Needs a successful configureJsSdk() first: without
 * it WeChat leaves the open tag blank. Outside WeChat, or once WeChat reports the tag
 * cannot work, an ordinary button takes its place.
 */
export function LaunchWeappButton({
  username,
  path,
  label,
  onFallback,
  fallback,
}: LaunchWeappButtonProps) {
  const { t } = useTranslation('wechat');
  const inWeChat = isWeChat();
  const { tagRef, failed } = useOpenTag(inWeChat);
  const showTag = inWeChat && !failed;

  if (!showTag && fallback !== undefined) return <>{fallback}</>;
  if (!showTag) {
    const fallbackAction =
      onFallback ??
      (() =>
        void toast('info', t(inWeChat ? 'launchWeapp.unavailable' : 'launchWeapp.openInWeChat')));
    return (
      <Button round block type="primary" onClick={fallbackAction}>
        {label}
      </Button>
    );
  }
  return (
    <wx-open-launch-weapp ref={tagRef} username={username} path={path} style={{ display: 'block' }}>
      <OpenTagButton style={TEMPLATE_STYLE} label={label} />
    </wx-open-launch-weapp>
  );
}
