import { Component, type ReactNode } from 'react';
import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/kit/EmptyState';

/** What a visitor sees instead of a blank page once a render or a lazy chunk fails. */
function CrashPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyState kind="error" text={t('crash.title')} testId="crash-page">
      <p className="system-hint">{t('crash.hint')}</p>
      <Button round size="small" type="primary" onClick={() => window.location.reload()}>
        {t('crash.reload')}
      </Button>
    </EmptyState>
  );
}

/** Root boundary: React unmounts the whole tree on an uncaught error, so catch it here. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <CrashPage /> : this.props.children;
  }
}
