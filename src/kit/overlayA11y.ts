// react-vant's overlays are invisible to assistive technology: a dialog is a plain div
// whose aria-labelledby holds its title's text instead of an id, focus stays behind it,
// and a toast is never read out. One observer of the document fixes all of them, so no
// page has to remember: dialogs and sheets become modal dialogs that take focus, keep it
// inside and give it back when they close; each toast's words go to a live region.

const DIALOGS = '.rv-popup:not(.rv-toast)';
let seq = 0;

interface Open {
  dialog: HTMLElement;
  returnTo: Element | null;
}
const open: Open[] = [];

const shown = (el: HTMLElement) =>
  el.isConnected && el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none';

function focusables(root: HTMLElement) {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'button:not([disabled]), a[href], input:not([disabled]):not([type=hidden]), textarea, select, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => el.getClientRects().length > 0);
}

function adopt(dialog: HTMLElement) {
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  const title = dialog.querySelector<HTMLElement>(
    '.rv-dialog__header, .rv-action-sheet__header, .rv-popup__title, h2, h3',
  );
  if (title) {
    title.id ||= `app-dialog-title-${++seq}`;
    dialog.setAttribute('aria-labelledby', title.id);
  } else {
    dialog.removeAttribute('aria-labelledby');
    const message = dialog.querySelector('.rv-dialog__message');
    if (message?.textContent) dialog.setAttribute('aria-label', message.textContent.slice(0, 60));
  }
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  open.push({ dialog, returnTo: document.activeElement });
  // After react-vant's own focus handling and the opening transition's first frame.
  window.setTimeout(() => {
    if (!shown(dialog) || dialog.contains(document.activeElement)) return;
    (focusables(dialog)[0] ?? dialog).focus({ preventScroll: true });
  }, 50);
}

function review() {
  for (const el of document.querySelectorAll<HTMLElement>(DIALOGS)) {
    if (shown(el) && !open.some((o) => o.dialog === el)) adopt(el);
  }
  for (let i = open.length - 1; i >= 0; i--) {
    const o = open[i]!;
    if (shown(o.dialog)) continue;
    open.splice(i, 1);
    const back = o.returnTo;
    if (back instanceof HTMLElement && back.isConnected && !open.length) {
      back.focus({ preventScroll: true });
    }
  }
}

/** Tab and shift-Tab cycle inside the topmost open dialog. */
function trapTab(e: KeyboardEvent) {
  const top = open[open.length - 1];
  if (e.key !== 'Tab' || !top) return;
  const items = focusables(top.dialog);
  if (items.length === 0) {
    e.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const here = document.activeElement;
  if (e.shiftKey && (here === first || !top.dialog.contains(here))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (here === last || !top.dialog.contains(here))) {
    e.preventDefault();
    first.focus();
  }
}

let live: HTMLElement | null = null;
let lastToast = '';

/** Reads out a toast's words once, through a polite live region that is always there. */
function announceToasts() {
  const toast = [...document.querySelectorAll<HTMLElement>('.rv-toast')].find(shown);
  const text = toast?.textContent?.trim() ?? '';
  if (text === lastToast) return;
  lastToast = text;
  if (!text || !live) return;
  live.textContent = '';
  const region = live;
  window.setTimeout(() => (region.textContent = text), 30);
}

export function watchOverlays() {
  live = document.createElement('div');
  live.className = 'app-sr-only';
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  live.dataset.testid = 'live-region';
  document.body.append(live);
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      review();
      announceToasts();
    });
  }).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'class'],
  });
  document.addEventListener('keydown', trapTab, true);
}
