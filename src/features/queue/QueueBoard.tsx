import { useState } from 'react';
import { TabBar, TabPanel } from '@/kit/TabBar';
import { useTranslation } from 'react-i18next';
import type { QueueState } from '@/contract';
import { EmptyState } from '@/kit/EmptyState';
import { isTaskDone, queueView, type TaskStage } from '@/rules/queue';
import './queue.css';

type Task = QueueState['CustomerTasks'][number] & { stage: TaskStage };
type Tab = 'pending' | 'done';

function TaskList({ tasks, empty }: { tasks: Task[]; empty: string }) {
  const { t } = useTranslation('queue');
  if (tasks.length === 0) return <EmptyState text={empty} />;
  return (
    <ul className="queue-tasks">
      {tasks.map((task, i) => (
        <li
          key={`${task.ExamTaskName}-${i}`}
          className="queue-task"
          data-testid="queue-task"
          data-stage={task.stage}
        >
          <div className="queue-task__main">
            <span className="queue-task__name">{task.ExamTaskName}</span>
            {task.remark && <span className="queue-task__remark">{task.remark}</span>}
          </div>
          <span className={`queue-task__status queue-task__status--${task.stage}`}>
            {task.OutQueueTime
              ? t('board.outAt', { time: task.OutQueueTime })
              : t(`board.status.${task.stage}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The patient, the room they are at, their place and wait, and the day's tasks in two tabs. */
export function QueueBoard({ state, footer }: { state: QueueState; footer?: React.ReactNode }) {
  const { t } = useTranslation('queue');
  const [tab, setTab] = useState<Tab>('pending');
  const { Customer: who, CurrentQueue: room } = state;
  // One reading for the card and the list, so they always say the same thing.
  const { now, stages } = queueView(state);
  const tasks = state.CustomerTasks.map((task, i) => ({ ...task, stage: stages[i]! }));
  const pending = tasks.filter((task) => !isTaskDone(task.ExamTaskStatus));
  const done = tasks.filter((task) => isTaskDone(task.ExamTaskStatus));
  return (
    <div className="queue-page" data-testid="queue-board">
      <header className="queue-head">
        <p className="queue-head__name">{who.Name}</p>
        <dl className="queue-head__facts">
          <div>
            <dt>{t('board.examNo')}</dt>
            <dd>{who.ID}</dd>
          </div>
          <div>
            <dt>{t('board.checkDate')}</dt>
            <dd>{who.CheckDate}</dd>
          </div>
          <div>
            <dt>{t('board.phone')}</dt>
            <dd>{who.PhoneNumber}</dd>
          </div>
        </dl>
      </header>
      <section className="app-card queue-now" data-testid="queue-now">
        {room && (now.kind === 'place' || now.kind === 'examining') ? (
          <>
            <p className="queue-now__label">{t('board.currentRoom')}</p>
            <p className="queue-now__room" data-testid="queue-room">
              {room.RoomName}
            </p>
            <div className="queue-now__figures">
              <div>
                <p className="queue-now__label">{t('board.position')}</p>
                <p className="queue-now__figure" data-testid="queue-position">
                  {now.kind === 'place'
                    ? t('board.place', { place: now.place })
                    : t('board.examining')}
                </p>
              </div>
              <div>
                <p className="queue-now__label">{t('board.wait')}</p>
                <p className="queue-now__figure" data-testid="queue-wait">
                  {t('board.waitMinutes', { count: room.ExpectedWaitTime })}
                </p>
              </div>
            </div>
          </>
        ) : (
          <p
            className="queue-now__done"
            data-testid={`queue-${now.kind === 'allDone' ? 'all-done' : 'not-queued'}`}
          >
            {t(now.kind === 'allDone' ? 'board.allDone' : 'board.notQueued')}
          </p>
        )}
      </section>
      <section className="app-card queue-list">
        <TabBar
          id="queue"
          label={t('board.tabsLabel')}
          tabs={[
            { name: 'pending', title: t('board.tabPending', { count: pending.length }) },
            { name: 'done', title: t('board.tabDone', { count: done.length }) },
          ]}
          active={tab}
          onChange={setTab}
        />
        <TabPanel id="queue" active={tab}>
          {tab === 'pending' ? (
            <TaskList tasks={pending} empty={t('board.noPending')} />
          ) : (
            <TaskList tasks={done} empty={t('board.noDone')} />
          )}
        </TabPanel>
      </section>
      {footer}
    </div>
  );
}
