import {
  useEffect,
  useRef,
  useState,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import { isWeChat } from './detect';
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

// WeChat draws the template in its own isolated frame: neither the page's CSS nor its CSS
// variables reach it, so the button carries its own copy of the app's primary style.
const TEMPLATE_STYLE =
  '.btn{display:block;width:100%;height:44px;margin:0;padding:0 16px;border:0;' +
  'border-radius:999px;background:#0f6bcc;color:#fff;font-size:16px;line-height:44px}';

/**
 * How long WeChat may take to draw the open tag. A WeChat that neither draws it nor says
 * why (no config signature, an old client) leaves an empty box: after this, the fallback.
 */
export const OPEN_TAG_WAIT_MS = 3000;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

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
  const [failed, setFailed] = useState(false);
  const tagRef = useRef<HTMLElement>(null);
  const showTag = inWeChat && !failed;

  useEffect(() => {
    const tag = tagRef.current;
    if (!showTag || !tag) return;
    const fail = () => setFailed(true);
    let ready = false;
    const onReady = () => (ready = true);
    // The tag's own error covers a failed launch; WeixinOpenTagsError, on the document,
    // a WeChat that cannot render open tags at all; the timer, one that stays silent.
    tag.addEventListener('error', fail);
    tag.addEventListener('ready', onReady);
    document.addEventListener('WeixinOpenTagsError', fail);
    const timer = window.setTimeout(() => {
      if (!ready && tag.getBoundingClientRect().height === 0) fail();
    }, OPEN_TAG_WAIT_MS);
    return () => {
      tag.removeEventListener('error', fail);
      tag.removeEventListener('ready', onReady);
      document.removeEventListener('WeixinOpenTagsError', fail);
      window.clearTimeout(timer);
    };
  }, [showTag]);

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
      <script
        type="text/wxtag-template"
        dangerouslySetInnerHTML={{
          __html: `<style>${TEMPLATE_STYLE}</style><button class="btn">${escapeHtml(label)}</button>`,
        }}
      />
    </wx-open-launch-weapp>
  );
}
