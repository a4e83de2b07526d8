import { useState } from 'react';
import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { ReportShare } from '@/contract';
import { useHospConfigs } from '@/domains/hospital/queries';
import { sharesApi, sharesKey, useReportShares } from '@/domains/shares/api';
import { fieldCipher } from '@/kit/api/fieldCipher';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { askConfirm } from '@/kit/dialogs';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { useMutation } from '@/kit/query/useMutation';
import { toast } from '@/kit/toast';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { sharesEnabled } from '@/rules/reportShares';
import { ShareCreated, shareLinkOf, type Created } from './ShareCreated';
import { ShareForm, type ShareFormValues } from './ShareForm';
import { ShareList } from './ShareList';
import './shares.css';

/**
 * The shares of one report (issue 29): make one for a person, see its code and link this
 * once, see who opened each share and when, and end one. Without a report (the user
 * centre's entry): every share the account made, ended and expired ones too, so one can
 * always be seen and ended, even once its relative is unbound or sharing is switched off.
 */
export default function ShareManagePage() {
  const { t } = useTranslation('shares');
  const tjbh = useRouteQuery('/report/share').tjbh ?? '';
  const configs = useHospConfigs();
  const { data, error, loading, reload } = useReportShares(tjbh);
  const create = useMutation(sharesApi.create, { invalidates: [sharesKey] });
  const end = useMutation(sharesApi.end, { invalidates: [sharesKey] });
  const [created, setCreated] = useState<Created | null>(null);

  if (tjbh && configs.data && !sharesEnabled(configs.data))
    return <EmptyState text={t('manage.off')} testId="shares-off" />;

  /** True once made: the form then empties for the next person. */
  async function onCreate(values: ShareFormValues) {
    try {
      const { person, days, mobile } = values;
      const sms = mobile ? { mobile: (await fieldCipher()).enc(mobile) } : {};
      const made = await create.run({ tjbh, person, days, ...sms });
      const link = shareLinkOf(made.path);
      setCreated({ person, link, code: made.code, smsTo: made.smsSent ? mobile : null });
      return true;
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t));
      return false;
    }
  }

  async function onEnd(share: ReportShare) {
    const confirmed = await askConfirm({
      title: t('manage.endTitle'),
      message: t('manage.endMessage', { person: share.person }),
      confirmText: t('manage.end'),
      cancelText: t('manage.keep'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await end.run(share.id);
      void toast('success', t('manage.ended'));
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t));
    }
  }

  return (
    <div className="shares" data-testid="share-manage">
      <p className="shares-intro">{t(tjbh ? 'manage.intro' : 'manage.allIntro')}</p>
      {created && <ShareCreated {...created} />}
      {tjbh && <ShareForm onCreate={onCreate} />}
      <h3 className="shares-title">{t(tjbh ? 'manage.listTitle' : 'manage.allTitle')}</h3>
      {loading && (
        <div className="app-card">
          <Skeleton row={3} />
        </div>
      )}
      {error && <ErrorState error={error} onRetry={reload} />}
      {data && <ShareList shares={data} onEnd={(s) => void onEnd(s)} withReport={!tjbh} />}
    </div>
  );
}
