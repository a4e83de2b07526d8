import type { ComponentType } from 'react';
import {
  AppsO,
  ChatO,
  ClusterO,
  ClockO,
  Description,
  FriendsO,
  GuideO,
  InfoO,
  LocationO,
  NewspaperO,
  NotesO,
  ShopO,
  TodoListO,
} from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import type { MenuEntry, ModuleCode } from '@/domains/hospital/modules';
import { useGo } from '@/domains/hospital/useGo';

const ICONS: Record<ModuleCode, ComponentType<{ color?: string; fontSize?: string | number }>> = {
  checkup: ShopO,
  'team-checkup': FriendsO,
  about: InfoO,
  survey: TodoListO,
  notice: NotesO,
  location: LocationO,
  queue: ClockO,
  guideline: GuideO,
  reportList: Description,
  feedback: ChatO,
  companyTeamRegister: ClusterO,
  articles: NewspaperO,
  weapp: AppsO,
};

export function ServiceMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation('home');
  const go = useGo();
  if (entries.length === 0) return null;
  return (
    <section className="app-card home-menu" aria-label={t('menuTitle')} data-testid="home-menu">
      <ul className="home-menu__grid">
        {entries.map((e) => {
          const Icon = ICONS[e.code];
          return (
            <li key={e.code}>
              <button type="button" className="home-menu__item" onClick={() => go(e.route)}>
                <Icon color="var(--app-primary)" fontSize={26} />
                <span data-module={e.code} data-testid={`module-${e.code}`}>
                  {e.name ?? t('unnamed')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
