import { useEffect, useState } from 'react';
import { Field, Loading } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { SharedReport } from '@/contract';
import { keepGrant, keptGrant, sharesApi } from '@/domains/shares/api';
import { ApiError } from '@/kit/api/envelope';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { EmptyState } from '@/kit/EmptyState';
import { fieldError, useFieldErrors } from '@/kit/fieldErrors';
import { SubmitButton } from '@/kit/SubmitButton';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { isShareCode, SHARE_CODE_LENGTH } from '@/rules/reportShares';
import { SharedReportView } from './SharedReportView';
import './shares.css';

/** Refusals after which no code helps: the link is unknown, or the share ended or expired. */
const CLOSED = new Set([404, 410]);
const closes = (err: unknown) => err instanceof ApiError && CLOSED.has(err.code);

type Step =
  | { step: 'code' }
  | { step: 'reading' }
  | { step: 'report'; report: SharedReport }
  | { step: 'closed'; message: string };

/**
 * A report shared with the visitor (issue 29), no login: the link's token and the code the
 * owner passed on open it read-only. Within the half hour of its grant a reload reads it
 * again without the code, and says at once when the owner has ended the share.
 */
export default function SharedReportPage() {
  const { t } = useTranslation('shares');
  const token = useRouteQuery('/shared').t ?? '';
  const [state, setState] = useState<Step>(() =>
    keptGrant(token) ? { step: 'reading' } : { step: 'code' },
  );
  const [code, setCode] = useState('');
  const { ref, errors, show, cleared } = useFieldErrors<'code'>();

  useEffect(() => {
    const kept = keptGrant(token);
    if (!kept) return;
    let live = true;
    sharesApi.read(kept.grant, kept.tjbh).then(
      (report) => live && setState({ step: 'report', report }),
      (err: unknown) => {
        if (!live) return;
        keepGrant(token, null);
        if (closes(err)) setState({ step: 'closed', message: apiErrorMessage(err, t) });
        else {
          setState({ step: 'code' });
          show({ code: apiErrorMessage(err, t) });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [token, t, show]);

  async function open() {
    if (show({ code: isShareCode(code) ? undefined : t('reader.codeInvalid') })) return;
    try {
      const opened = await sharesApi.open(token, code);
      keepGrant(token, { grant: opened.grant, tjbh: opened.report.tjbh });
      setState({ step: 'report', report: opened.report });
    } catch (err) {
      if (closes(err)) setState({ step: 'closed', message: apiErrorMessage(err, t) });
      else show({ code: apiErrorMessage(err, t) });
    }
  }

  if (!token) return <EmptyState kind="error" text={t('reader.noLink')} testId="shared-closed" />;
  if (state.step === 'closed')
    return <EmptyState kind="error" text={state.message} testId="shared-closed" />;
  if (state.step === 'report') return <SharedReportView report={state.report} />;
  if (state.step === 'reading')
    return (
      <div className="shared-reading">
        <Loading vertical>{t('reader.reading')}</Loading>
      </div>
    );

  return (
    <div className="shared-code" data-testid="shared-code">
      <p className="shares-intro">{t('reader.intro')}</p>
      <div className="app-fields" ref={ref}>
        <Field
          type="digit"
          label={t('reader.code')}
          placeholder={t('reader.codePlaceholder')}
          value={code}
          maxLength={SHARE_CODE_LENGTH}
          onChange={cleared((v: string) => setCode(v.replace(/\D/g, '')), 'code')}
          {...fieldError(errors.code)}
        />
      </div>
      <SubmitButton onSubmit={open}>{t('reader.open')}</SubmitButton>
    </div>
  );
}
