import { createRoot } from 'react-dom/client';
import 'react-vant/lib/index.css';
import './kit/base.css';
import './kit/theme.css';
import { App } from './app/App';
import { detectLanguage, initI18n } from './app/i18n';
import { loadHome } from './app/pages';
import { isWeChat } from './platform/wechat/detect';
import { recordEntryUrl } from './platform/wechat/entryUrl';

// Most visits open home: fetch its chunk while the app boots instead of after.
const route = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
if (route === '' || route === '/') void loadHome();

// iOS WeChat signs the JS-SDK for the URL the page was entered with: note it first thing.
recordEntryUrl();
if (isWeChat()) {
  // The SDK (and the open tags, such as the mini-program button) works only once
  // wx.config succeeds; its code loads apart from the app's, inside WeChat only.
  void import('./platform/wechat/jssdk').then((m) => m.configureJsSdk()).catch(console.error);
}

// No top-level await: older in-app browsers that still open this page lack it.
const lang = detectLanguage();
void initI18n(lang).then(() => {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App lang={lang} />);
});
