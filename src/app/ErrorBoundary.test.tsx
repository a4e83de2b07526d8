import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/common.json';
import zh from '../../locales/zh-CN/common.json';
import { ErrorBoundary } from './ErrorBoundary';
import { setUpComponentTests } from '@/kit/testSetup';

setUpComponentTests('common', zh, en);

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('shows the reload page when a page fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('crash-page').textContent).toContain('页面出错了');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('shows the reload page when a lazy chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    render(
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect((await screen.findByTestId('crash-page')).textContent).toContain('请重新加载页面后再试');
  });

  it('renders its children while nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByTestId('crash-page')).toBeNull();
  });
});
