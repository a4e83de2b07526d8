import { Suspense } from 'react';
import { Cell } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { BookingReminders, Reminder, ReminderBooking } from '@/contract';
import { chinaClock, type ReminderChannel, type ReminderKind } from '@/rules/reminders';
import { reminderApi } from '@/domains/reminders/api';
import { reminderKeys, useBookingReminders } from '@/domains/reminders/queries';
import { useMutation } from '@/kit/query/useMutation';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { tellUser } from '@/kit/dialogs';
import { toast } from '@/kit/toast';
import { isWeChat } from '@/platform/wechat/detect';
import { ReminderSubscribe } from './ReminderSubscribe';
import '@/kit/switchTrack.css';
import './reminderCard.css';

/** A reminder that will go, or went: its switch shows on. */
const isOn = (r: Reminder) => r.status === 'pending' || r.status === 'sent';
/**
 * Only a reminder still to send, or turned off, can be switched; while the hospital has
 * paused reminders, only turned off (the server refuses to turn one on).
 */
const switchable = (r: Reminder, paused: boolean) =>
  r.status === 'pending' || (r.status === 'off' && !paused);

/** The patient's choices as they stand, the channel WeChat only while a subscription is left. */
function choicesOf(data: BookingReminders) {
  const on = (kind: ReminderKind) => data.reminders.some((r) => r.kind === kind && isOn(r));
  const wechat = data.channel === 'wechat' && (data.wechat?.subscriptions ?? 0) > 0;
  const channel: ReminderChannel = wechat ? 'wechat' : 'sms';
  return { eve: on('eve'), morning: on('morning'), channel };
}

interface Props {
  /** A personal order or a company appointment, by its id. */
  booking: ReminderBooking;
  id: number;
  /** Booked and not yet examined (appointStatus 1): only then is anything to remind. */
  booked: boolean;
}

/**
 * A booking's reminders before the exam (a personal order's or a company appointment's):
 * when each goes, by which channel, what it says, a switch for each, and in WeChat the
 * subscription to receive them there. Hidden when the booking has none (the hospital's
 * switch was off when it was booked). Where the hospital paused reminders after they were
 * planned, it says so and still lets the patient turn them off. Its words load apart:
 * meanwhile the page shows without it, rather than a blank page while they arrive.
 */
export function ReminderCard(props: Props) {
  return (
    <Suspense fallback={null}>
      <Reminders {...props} />
    </Suspense>
  );
}

function Reminders({ booking, id, booked }: Props) {
  const { t } = useTranslation('reminders');
  // Asked whatever the hospital's switch says now: only the server knows what it planned.
  const { data } = useBookingReminders(booking, booked ? id : null);
  // Each switch or subscription is a write; once it succeeds the reminders are read again.
  const save = useMutation((write: () => Promise<BookingReminders>) => write(), {
    invalidates: [reminderKeys.one(booking, id)],
  });
  const busy = save.pending;
  if (!booked || !data || data.reminders.length === 0) return null;
  const reminders = data;
  const { paused } = reminders;

  const change = (write: () => Promise<BookingReminders>, done: string) =>
    save.run(write).then(
      () => void toast('success', done),
      (err: unknown) => void tellUser(apiErrorMessage(err, t)),
    );

  const toggle = (r: Reminder) => {
    const choices = choicesOf(reminders);
    const flipped = r.kind === 'eve' ? { eve: !choices.eve } : { morning: !choices.morning };
    return change(() => reminderApi.setPrefs({ booking, id, ...choices, ...flipped }), t('saved'));
  };

  const subscribed = (templateIds: string[]) =>
    change(() => reminderApi.subscribe(booking, id, templateIds), t('subscribe.done'));

  const preview = reminders.reminders.find(isOn) ?? reminders.reminders[0]!;
  const wechat = isWeChat() && !paused ? reminders.wechat : null;
  return (
    <div data-testid="reminder-card" data-paused={paused}>
      <Cell.Group inset title={t('title')}>
        {reminders.reminders.map((r) => {
          const { day, time } = chinaClock(r.dueAt);
          const line = t('line', {
            day,
            time,
            channel: t(`channels.${r.channel}`),
            status: t(paused && r.status === 'pending' ? 'statuses.held' : `statuses.${r.status}`),
          });
          return (
            <div
              key={r.kind}
              data-testid={`reminder-${r.kind}`}
              data-status={r.status}
              data-channel={r.channel}
            >
              <Cell
                title={t(`kinds.${r.kind}`)}
                label={<span className="app-value">{line}</span>}
                value={
                  <button
                    type="button"
                    role="switch"
                    aria-checked={isOn(r)}
                    aria-label={t(`kinds.${r.kind}`)}
                    className="reminder-switch"
                    disabled={busy || !switchable(r, paused)}
                    data-testid={`reminder-${r.kind}-switch`}
                    onClick={() => void toggle(r)}
                  >
                    <span className="app-switch-track" aria-hidden="true" />
                  </button>
                }
              />
            </div>
          );
        })}
        <p className="reminder-card__text" data-testid="reminder-text">
          {t('preview', { text: preview.text })}
        </p>
        {paused && (
          <p className="reminder-card__hint" role="status" data-testid="reminder-paused">
            {t('paused')}
          </p>
        )}
        {paused ? null : wechat ? (
          <>
            {wechat.subscriptions > 0 && (
              <p className="reminder-card__hint" data-testid="reminder-subscriptions">
                {t('subscribe.left', { count: wechat.subscriptions })}
              </p>
            )}
            <ReminderSubscribe
              templateId={wechat.templateId}
              onAccepted={(ids) => void subscribed(ids)}
            />
          </>
        ) : (
          <p className="reminder-card__hint">{t('smsHint')}</p>
        )}
      </Cell.Group>
    </div>
  );
}
