import type { ReactNode } from 'react';
import i18n from 'i18next';

// react-vant's Dialog loads with the first question asked, not with the page (issue 27):
// the answer is a promise anyway.
const dialog = () => import('./dialogBox').then((m) => m.Dialog);

const DANGER = 'var(--rv-danger-color)';

/**
 * A yes/no question: true for yes; false for no or a dismissal, which react-vant rejects.
 * Both buttons name what they do ("cancel the booking" / "think again", never OK / Cancel): an elder, or anyone
 * reading fast, must not guess which one undoes. `danger` paints the yes red, for what
 * cannot be undone (cancel a booking, unbind, log out).
 */
export function askConfirm(options: {
  title?: string;
  message: ReactNode;
  confirmText: string;
  cancelText: string;
  danger?: boolean;
}): Promise<boolean> {
  return dialog().then((Dialog) =>
    Dialog.confirm({
      title: options.title,
      message: options.message,
      confirmButtonText: options.confirmText,
      cancelButtonText: options.cancelText,
      confirmButtonColor: options.danger ? DANGER : undefined,
    }).then(
      () => true,
      () => false,
    ),
  );
}

/** A message the user acknowledges with the app's "got it" button; resolves once closed. */
export function tellUser(message: ReactNode, title?: string): Promise<void> {
  return dialog().then((Dialog) =>
    Dialog.alert({
      title,
      message,
      confirmButtonText: i18n.t('common:actions.ok'),
    }).then(
      () => undefined,
      () => undefined,
    ),
  );
}
