import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import './desktopFrame.css';

/**
 * The desktop visitor's page: the app at phone width in a frame (its header, tab bar and
 * bottom bars inside it, as on a phone), and beside it a QR code of the page the frame
 * shows, to go on with the same page on the phone.
 */
function DesktopFrame() {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [url, setUrl] = useState(window.location.href);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let inner: Window | null = null;
    // The frame's page is this origin's: its address and title are followed as it moves,
    // and written into this window's, so a reload or a bookmark keeps the place.
    const follow = () => {
      const w = el.contentWindow;
      if (!w) return;
      setUrl(w.location.href);
      window.history.replaceState(null, '', w.location.hash || '#/');
      document.title = w.document.title;
    };
    const onLoad = () => {
      inner?.removeEventListener('hashchange', follow);
      inner = el.contentWindow;
      inner?.addEventListener('hashchange', follow);
      follow();
    };
    el.addEventListener('load', onLoad);
    const titles = window.setInterval(() => {
      if (el.contentWindow) document.title = el.contentWindow.document.title;
    }, 1000);
    return () => {
      el.removeEventListener('load', onLoad);
      inner?.removeEventListener('hashchange', follow);
      window.clearInterval(titles);
    };
  }, []);

  return (
    <div className="desktop" data-testid="desktop-frame">
      <iframe
        ref={frame}
        className="desktop__phone"
        src={window.location.href}
        title={t('desktop.frameTitle')}
      />
      <aside className="desktop__aside" aria-label={t('desktop.continueOnPhone')}>
        <h1 className="desktop__title">{t('desktop.continueOnPhone')}</h1>
        <div className="desktop__qr">
          <QRCodeSVG
            value={url}
            size={200}
            title={t('desktop.qrTitle')}
            data-testid="desktop-qr"
            data-url={url}
          />
        </div>
        <p className="desktop__hint">{t('desktop.hint')}</p>
      </aside>
    </div>
  );
}

export function mountDesktopFrame(root: HTMLElement) {
  document.documentElement.classList.add('desktop-visitor');
  createRoot(root).render(<DesktopFrame />);
}
