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
    // The frame's page is this origin's. The router moves it with pushState and
    // replaceState, which fire no event: its address and title are read twice a second and
    // written into this window's, so a reload or a bookmark keeps the place.
    const timer = window.setInterval(() => {
      const inner = frame.current?.contentWindow;
      if (!inner || inner.location.href === 'about:blank') return;
      const href = inner.location.href;
      setUrl(href);
      if (window.location.hash !== inner.location.hash) {
        window.history.replaceState(null, '', inner.location.hash || '#/');
      }
      document.title = inner.document.title;
    }, 500);
    return () => window.clearInterval(timer);
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
