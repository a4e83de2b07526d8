import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// react-vant's styles of the components the app uses (scripts/vantStyles.ts), before the
// app's own, which theme them.
import 'virtual:vant-styles';
import './kit/base.css';
import './kit/rows.css';
import './kit/theme.css';
// Home's styles, with its carousel's and its contact block's (which loads after the first
// screen), in the first stylesheet: most visits open home, and a stylesheet arriving with a
// chunk made a slow phone restyle the whole page once more.
import './features/home/home.css';
import './kit/carousel.css';
import './domains/hospital/hospitalContact.css';
import { App } from './app/App';
import { detectLanguage, initI18n } from './app/i18n';
import { preloadPage } from './app/pages';
import { isDesktopVisitor, isWeChat } from './platform/wechat/detect';
import { recordEntryUrl } from './platform/wechat/entryUrl';
import { applyElderMode, readElderMode } from './kit/elderMode';

// Before the first render, so an elder never sees the small page first.
applyElderMode(readElderMode());

// iOS WeChat signs the JS-SDK for the URL the page was entered with: note it first thing.
recordEntryUrl();
if (isWeChat()) {
  // The SDK (and the open tags, such as the mini-program button) works only once
  // wx.config succeeds; its code loads apart from the app's, inside WeChat only.
  void import('./platform/wechat/jssdk').then((m) => m.configureJsSdk()).catch(console.error);
}

// No top-level await: older in-app browsers that still open this page lack it.
const lang = detectLanguage();

// Fetch the page's chunk and strings while the app boots instead of after (most visits
// open home).
const route = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
preloadPage(route, lang);

// react-vant's English words load in English only (Chinese is its own).
const vantLanguage =
  lang === 'en' ? import('./app/VantEnglish').then((m) => m.VantEnglish) : undefined;
void Promise.all([initI18n(lang), vantLanguage]).then(([, Language]) => {
  const root = document.getElementById('root');
  if (!root) return;
  // A desktop browser shows the app in a phone-width frame beside a QR code of its page;
  // that frame (and every phone) runs the app itself.
  if (isDesktopVisitor()) {
    void import('./app/DesktopFrame').then((m) => m.mountDesktopFrame(root));
    return;
  }
  // A transition: React renders the first screen in slices that leave the phone free to
  // answer a tap, instead of one long task.
  startTransition(() => createRoot(root).render(<App Language={Language} />));
  // Roles, focus and read-out toasts for react-vant's overlays: none opens before the
  // first screen, so this loads after it, out of home's first load.
  void import('./kit/overlayA11y').then((m) => m.watchOverlays());
});
