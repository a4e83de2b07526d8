import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/**
 * A page opened by a link that lacks what it names (an order number, a package id): says
 * so, rather than a success that did not happen or a server failure that was not one.
 * `onHome` goes to the branch's home (the caller knows the branch).
 */
export function LinkIncomplete({ onHome }: { onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      kind="search"
      text={t('common:linkIncomplete')}
      testId="link-incomplete"
      action={{ label: t('common:actions.backHome'), onClick: onHome }}
    />
  );
}
