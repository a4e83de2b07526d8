import type { ComponentType } from 'react';
import { Grid } from 'react-vant';
import {
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
import type { MenuEntry, ModuleCode } from '@/lib/modules';
import { useGo } from '@/ui/useGo';

const ICONS: Record<ModuleCode, ComponentType<{ color?: string }>> = {
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
};

export function ServiceMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation('home');
  const go = useGo();
  if (entries.length === 0) return null;
  return (
    <section className="app-card home-menu" aria-label={t('menuTitle')} data-testid="home-menu">
      <Grid columnNum={4} border={false} iconSize={26}>
        {entries.map((e) => {
          const Icon = ICONS[e.code];
          return (
            <Grid.Item
              key={e.code}
              data-module={e.code}
              icon={<Icon color="var(--app-primary)" />}
              text={e.name ?? t('unnamed')}
              onClick={() => go(e.route)}
            />
          );
        })}
      </Grid>
    </section>
  );
}
