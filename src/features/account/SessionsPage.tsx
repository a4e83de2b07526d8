import { Button, Skeleton, Tag } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AccountSession } from '@/contract';
import { useAccount } from '@/domains/session/useAccount';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { askConfirm } from '@/kit/dialogs';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { useMutation } from '@/kit/query/useMutation';
import { toast } from '@/kit/toast';
import { endSessions, sessionsKey, useSessions } from './sessionsApi';
import { sessionsShown, type SessionShown } from './sessionsShown';
import './account.css';
import './sessions.css';

/** "iPhone · WeChat", or the system alone when the app is not told apart. */
function deviceName(t: TFunction, s: AccountSession) {
  const system = t(`sessions.systems.${s.system}`);
  return s.app === 'other' ? system : `${system} · ${t(`sessions.apps.${s.app}`)}`;
}

/** The device as a button or a question names it: by its sign-in time when it has a twin. */
const deviceLabel = (t: TFunction, row: SessionShown) =>
  row.twin ? t('sessions.deviceSignedIn', { device: row.name, time: row.signedIn }) : row.name;

/**
 * The devices signed in to the account (issue 28): what each is, where and when it was
 * last used; the others can be signed out one by one or all at once.
 */
export default function SessionsPage() {
  const { t } = useTranslation('account');
  const { data, error, loading, reload } = useSessions(useAccount().id);
  const end = useMutation(endSessions, { invalidates: [sessionsKey] });
  const others = data?.filter((s) => !s.current).length ?? 0;

  async function endAfterConfirm(one: SessionShown | null) {
    const confirmed = await askConfirm(
      one
        ? {
            title: t('sessions.endOneTitle'),
            message: t('sessions.endOneMessage', { device: deviceLabel(t, one) }),
            confirmText: t('sessions.endOne'),
            cancelText: t('sessions.keep'),
            danger: true,
          }
        : {
            title: t('sessions.endOthersTitle'),
            message: t('sessions.endOthersMessage'),
            confirmText: t('sessions.endOthers'),
            cancelText: t('sessions.keep'),
            danger: true,
          },
    );
    if (!confirmed) return;
    try {
      const ended = await end.run(one ? one.session.id : null);
      const said = one ? 'sessions.endedOne' : 'sessions.endedOthers';
      void toast(ended > 0 ? 'success' : 'info', t(ended > 0 ? said : 'sessions.nothingEnded'));
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t));
    }
  }

  return (
    <div className="sessions" data-testid="sessions">
      <p className="account-hint">{t('sessions.intro')}</p>
      {loading && (
        <div className="app-card">
          <Skeleton row={3} />
        </div>
      )}
      {error && <ErrorState error={error} onRetry={reload} />}
      {data?.length === 0 && <EmptyState text={t('sessions.empty')} />}
      {data && data.length > 0 && (
        <>
          <ul className="sessions__list">
            {sessionsShown(data, (s) => deviceName(t, s)).map((row) => (
              <SessionItem key={row.session.id} row={row} onEnd={() => void endAfterConfirm(row)} />
            ))}
          </ul>
          <div className="app-form-actions">
            {others === 0 && <p className="sessions__only">{t('sessions.onlyThis')}</p>}
            <Button
              block
              round
              plain
              type="danger"
              disabled={others === 0}
              loading={end.pending}
              onClick={() => void endAfterConfirm(null)}
            >
              {t('sessions.endOthers')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function SessionItem({ row, onEnd }: { row: SessionShown; onEnd: () => void }) {
  const { t } = useTranslation('account');
  const { session: s, name } = row;
  return (
    <li
      className="app-card sessions__item"
      data-testid="session"
      data-current={s.current ? 'true' : 'false'}
    >
      <div className="sessions__body">
        <div className="sessions__head">
          <span className="sessions__device">{name}</span>
          {s.current && (
            <Tag plain type="primary">
              {t('sessions.thisDevice')}
            </Tag>
          )}
        </div>
        {s.place && <Meta label={t('sessions.place')} value={s.place} />}
        <Meta label={t('sessions.lastUsed')} value={row.lastUsed} />
        <Meta label={t('sessions.signedIn')} value={row.signedIn} />
      </div>
      {!s.current && (
        <button
          type="button"
          className="app-link-button sessions__end"
          aria-label={t('sessions.endOneLabel', { device: deviceLabel(t, row) })}
          onClick={onEnd}
        >
          {t('sessions.endOne')}
        </button>
      )}
    </li>
  );
}

/** A label and its value; the value (a time, an address) breaks only at its spaces. */
function Meta({ label, value }: { label: string; value: string }) {
  return (
    <div className="sessions__meta">
      {label} <span className="sessions__value">{value}</span>
    </div>
  );
}
