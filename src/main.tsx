import { createRoot } from 'react-dom/client';
import 'react-vant/lib/index.css';
import './ui/base.css';
import { App } from './app/App';
import { detectLanguage, initI18n } from './app/i18n';
import { loadHome } from './app/pages';

// Most visits open home: fetch its chunk while the app boots instead of after.
const route = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
if (route === '' || route === '/') void loadHome();

// No top-level await: older in-app browsers that still open this page lack it.
const lang = detectLanguage();
void initI18n(lang).then(() => {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App lang={lang} />);
});
