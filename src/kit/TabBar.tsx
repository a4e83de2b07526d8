import type { KeyboardEvent, ReactNode } from 'react';
import './tabBar.css';

// Tabs as assistive technology knows them (WAI-ARIA tabs): a tablist of tabs with
// aria-selected and roving focus, arrows to move, each naming the one panel it controls.
// react-vant's Tabs put aria-selected on plain divs, which a screen reader cannot use.

export interface TabSpec<T extends string | number> {
  name: T;
  title: ReactNode;
}

interface TabBarProps<T extends string | number> {
  /** Ids of the tabs and the panel start with it: one per page. */
  id: string;
  /** What the tabs choose between, read out with the list. */
  label: string;
  tabs: readonly TabSpec<T>[];
  active: T;
  onChange: (name: T) => void;
  /** Stays below the header while the page scrolls. */
  sticky?: boolean;
  className?: string;
}

export const tabId = (id: string, name: string | number) => `${id}-tab-${name}`;
export const panelId = (id: string) => `${id}-panel`;

export function TabBar<T extends string | number>({
  id,
  label,
  tabs,
  active,
  onChange,
  sticky,
  className,
}: TabBarProps<T>) {
  function onKeyDown(e: KeyboardEvent) {
    const i = tabs.findIndex((t) => t.name === active);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    e.preventDefault();
    onChange(tab.name);
    document.getElementById(tabId(id, tab.name))?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`app-tabs${sticky ? ' app-tabs--sticky' : ''}${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.name === active;
        return (
          <button
            key={tab.name}
            type="button"
            role="tab"
            id={tabId(id, tab.name)}
            aria-selected={selected}
            aria-controls={panelId(id)}
            tabIndex={selected ? 0 : -1}
            className="app-tab"
            onClick={() => !selected && onChange(tab.name)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}

/** The content of the chosen tab. */
export function TabPanel({
  id,
  active,
  children,
  className,
  testId,
}: {
  id: string;
  active: string | number;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(id)}
      aria-labelledby={tabId(id, active)}
      className={className}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
