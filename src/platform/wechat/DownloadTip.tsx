import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isWeChat } from './detect';

// Above react-vant's popups and toasts, which start at 2000.
const layer: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 3000,
  background: 'rgba(0, 0, 0, 0.75)',
  color: '#fff',
  textAlign: 'right',
  padding: '96px 28px 0 28px',
  fontSize: 17,
  lineHeight: 1.8,
};
const arrow: CSSProperties = { position: 'absolute', top: 8, right: 20 };
const hint: CSSProperties = { marginTop: 24, fontSize: 13, opacity: 0.7, textAlign: 'center' };

/** Points at WeChat's "..." menu, the only way out to a browser that can download. */
export function DownloadTip({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wechat');
  return createPortal(
    <div role="dialog" aria-modal="true" style={layer} onClick={onClose}>
      <svg style={arrow} width="72" height="88" viewBox="0 0 72 88" aria-hidden="true">
        <path
          d="M12 84C16 44 32 22 58 10M58 10l-16 2M58 10l-4 15"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p style={{ margin: 0 }}>{t('downloadTip.tapMenu')}</p>
      <p style={{ margin: 0 }}>{t('downloadTip.openInBrowser')}</p>
      <p style={hint}>{t('downloadTip.close')}</p>
    </div>,
    document.body,
  );
}

function saveAs(url: string, filename: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  // Firefox ignores a click on an anchor that is not in the document.
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Downloads a file, or inside WeChat, which blocks downloads, shows the tip that leads
 * the user to a browser. Render `tip` somewhere in the calling component.
 */
export function useDownload(): {
  download: (url: string, filename: string) => void;
  tip: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const download = useCallback((url: string, filename: string) => {
    if (isWeChat()) setOpen(true);
    else saveAs(url, filename);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { download, tip: open ? <DownloadTip onClose={close} /> : null };
}
