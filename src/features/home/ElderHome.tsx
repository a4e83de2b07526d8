import { ClockO, Description, PhoneO, ShopO, TodoListO } from '@react-vant/icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeModule, HospitalInfo } from '@/contract';
import type { AppPath } from '@/kit/routes';
import { isModuleVisible, type ModuleCode } from '@/domains/hospital/modules';
import { useGo } from '@/domains/hospital/useGo';
import { centrePhone, telHref } from '@/domains/hospital/centrePhone';

interface Task {
  key: string;
  route: AppPath;
  /** The hospital's module that must be on for the task to show; none: always. */
  module?: ModuleCode;
  Icon: ComponentType<{ color?: string; fontSize?: string | number }>;
}

const TASKS: readonly Task[] = [
  { key: 'book', route: '/packageList', module: 'checkup', Icon: ShopO },
  { key: 'orders', route: '/orderlist', Icon: TodoListO },
  { key: 'reports', route: '/reports', module: 'reportList', Icon: Description },
  { key: 'queue', route: '/queue', module: 'queue', Icon: ClockO },
];

/**
 * Home in the elder mode: the main tasks as large tiles, and a call to the centre; no
 * moving banner and no pictures with words in them (MIIT's elder-friendly rules).
 */
export function ElderHome({
  hospital,
  modules,
}: {
  hospital: HospitalInfo;
  modules: readonly HomeModule[];
}) {
  const { t } = useTranslation('home');
  const go = useGo();
  const phone = centrePhone(hospital);
  const tasks = TASKS.filter((task) => !task.module || isModuleVisible(modules, task.module));
  return (
    <section className="elder-home" aria-label={t('elder.tasks')} data-testid="elder-home">
      <ul className="elder-home__tasks">
        {tasks.map(({ key, route, Icon }) => (
          <li key={key}>
            <button type="button" className="elder-home__task" onClick={() => go(route)}>
              <Icon color="var(--app-primary)" fontSize="2.25rem" />
              <span>{t(`elder.${key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      {phone && (
        <a className="elder-home__call" href={telHref(phone)} data-testid="elder-call">
          <PhoneO fontSize="1.75rem" />
          <span>{t('elder.call')}</span>
          <span className="elder-home__phone">{phone}</span>
        </a>
      )}
    </section>
  );
}
