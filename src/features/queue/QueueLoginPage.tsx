import { useEffect, useRef, useState } from 'react';
import { Field, Loading } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { queueApi } from '@/domains/queue/api';
import { keepRecord } from '@/domains/queue/record';
import { useGo } from '@/domains/hospital/useGo';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { href, type RouteQuery } from '@/kit/routes';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { SubmitButton } from '@/kit/SubmitButton';
import { PHONE_LENGTH } from '@/rules/phone';
import { queueLoginError } from '@/rules/queue';
import '@/kit/fields.css';
import './queue.css';
import { toast } from '@/kit/toast';

/** Why the state page sent the patient back (spec 8): the record expired, or a refresh failed. */
export type QueueLeaveReason = NonNullable<RouteQuery<'/queue/login'>['reason']>;

/** Exam number and phone, or straight in from the SMS link's examno and authkey. */
export default function QueueLoginPage() {
  const { t } = useTranslation('queue');
  const go = useGo();
  const query = useRouteQuery('/queue/login');
  const examnoParam = query.examno ?? '';
  const authkey = query.authkey ?? '';
  const reason = query.reason;
  const [examNo, setExamNo] = useState(examnoParam);
  const [phone, setPhone] = useState('');
  // The link's own failure, else why the state page sent the patient back.
  const [keyFailure, setKeyFailure] = useState<string | null>(null);
  const notice = keyFailure ?? (reason ? t(`login.${reason}`) : null);
  const [entering, setEntering] = useState(Boolean(examnoParam && authkey));
  const tried = useRef(false);

  useEffect(() => {
    if (!examnoParam || !authkey || tried.current) return;
    tried.current = true;
    queueApi
      .loginByKey(examnoParam, authkey)
      .then((login) => {
        keepRecord(login);
        go('/queue/state', { replace: true });
      })
      .catch((err: unknown) => {
        setEntering(false);
        setKeyFailure(apiErrorMessage(err, t, t('login.failed')));
      });
  }, [examnoParam, authkey, go, t]);

  async function submit() {
    const error = queueLoginError(examNo, phone);
    if (error)
      return void toast(
        'info',
        t(error === 'examNo' ? 'login.examNoRequired' : 'login.phoneInvalid'),
      );
    try {
      keepRecord(await queueApi.login(examNo, phone));
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t, t('login.failed')));
      return;
    }
    go(href('/queue/state'), { replace: true });
  }

  if (entering)
    return (
      <div className="queue-login" data-testid="queue-login-entering">
        <Loading vertical>{t('login.entering')}</Loading>
      </div>
    );

  return (
    <div className="queue-login" data-testid="queue-login">
      {notice && (
        <p className="queue-login__notice" role="alert" data-testid="queue-login-notice">
          {notice}
        </p>
      )}
      <p className="queue-login__intro">{t('login.intro')}</p>
      <div className="app-fields">
        <Field
          label={t('login.examNo')}
          placeholder={t('login.examNoPlaceholder')}
          value={examNo}
          maxLength={32}
          onChange={(v) => setExamNo(v.trim())}
        />
        <Field
          type="tel"
          label={t('login.phone')}
          placeholder={t('login.phonePlaceholder')}
          maxLength={PHONE_LENGTH}
          value={phone}
          onChange={(v) => setPhone(v.replace(/\D/g, ''))}
        />
      </div>
      <div className="queue-login__submit">
        <SubmitButton onSubmit={submit}>{t('login.submit')}</SubmitButton>
      </div>
    </div>
  );
}
