import { useState } from 'react';
import { Button, Cell, Field, Skeleton, Toast } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { TeamRequirement } from '@/contract';
import { companyApi } from '@/domains/company/api';
import { companyChanged, companyKeys } from '@/domains/company/queries';
import { useHospId } from '@/domains/hospital/scope';
import { useAccount } from '@/domains/session/useAccount';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { askConfirm } from '@/kit/dialogs';
import { ErrorState } from '@/kit/ErrorState';
import { useQuery } from '@/kit/query/useQuery';
import { SubmitButton } from '@/kit/SubmitButton';
import { TEAM_NAME_MAX, TEAM_REMARK_MAX, teamRefusal } from '@/rules/company';
import { PHONE_LENGTH } from '@/rules/phone';
import { chinaToday } from '@/rules/schedule';
import './company.css';

const LIMITS = { name: TEAM_NAME_MAX, remark: TEAM_REMARK_MAX };

/** A company's request for a team check-up: the form, or the request already sent. */
export default function TeamRegisterPage() {
  const hospId = useHospId();
  const user = useAccount();
  const current = useQuery(companyKeys.requirement(hospId, user.id), () =>
    companyApi.requirement(hospId),
  );
  if (current.loading) return <Skeleton row={8} style={{ padding: 16 }} />;
  if (current.error) return <ErrorState error={current.error} onRetry={current.reload} />;
  return current.data ? <SentRequest request={current.data} /> : <RequestForm />;
}

function SentRequest({ request }: { request: TeamRequirement }) {
  const { t } = useTranslation('company');
  const hospId = useHospId();
  async function withdraw() {
    if (!(await askConfirm({ message: t('team.withdrawConfirm'), danger: true }))) return;
    try {
      const { msg } = await companyApi.withdrawRequirement(hospId, request.id);
      Toast.success(msg || t('team.withdrawn'));
      companyChanged();
    } catch (err) {
      Toast.fail(apiErrorMessage(err, t, t('team.withdrawFailed')));
    }
  }
  const rows: Array<[string, string]> = [
    ['company', request.company_name],
    ['contact', request.contact],
    ['phone', request.phone_num],
    ['count', request.estimate_num === null ? '' : String(request.estimate_num)],
    ['budget', request.budget === null ? '' : String(request.budget)],
    ['date', request.expected_date ?? ''],
    ['remark', request.remark],
  ];
  return (
    <div className="company" data-testid="team-request">
      <Cell.Group inset className="company__cells">
        <Cell
          title={t('team.status')}
          value={
            <span data-testid="team-status">
              {t(`team.statuses.${request.status === 1 ? 1 : 0}`)}
            </span>
          }
        />
        {rows.map(([key, value]) => (
          <Cell key={key} title={t(`team.fields.${key}`)} value={value} />
        ))}
      </Cell.Group>
      <div className="company__success-actions">
        <Button block round onClick={() => void withdraw()} data-testid="team-withdraw">
          {t('team.withdraw')}
        </Button>
      </div>
    </div>
  );
}

function RequestForm() {
  const { t } = useTranslation('company');
  const hospId = useHospId();
  const [f, setF] = useState({
    company: '',
    contact: '',
    phone: '',
    count: '',
    budget: '',
    date: '',
    remark: '',
  });
  const set = (key: keyof typeof f) => (value: string) => setF({ ...f, [key]: value });

  async function send() {
    const refusal = teamRefusal({
      companyName: f.company,
      contact: f.contact,
      phone: f.phone,
      remark: f.remark,
      expectedDate: f.date,
      today: chinaToday(),
    });
    if (refusal) return void Toast.info(t(`team.errors.${refusal}`, LIMITS));
    try {
      const { msg } = await companyApi.sendRequirement({
        hosp_id: hospId,
        company_name: f.company.trim(),
        contact: f.contact.trim(),
        phone_num: f.phone.trim(),
        // Left out when empty: the server coerces a null number to 0.
        ...(f.count ? { estimate_num: Number(f.count) } : {}),
        ...(f.budget ? { budget: Number(f.budget) } : {}),
        ...(f.date ? { expected_date: f.date } : {}),
        remark: f.remark.trim(),
      });
      Toast.success(msg || t('team.sent'));
      companyChanged();
    } catch (err) {
      Toast.fail(apiErrorMessage(err, t));
    }
  }

  return (
    <div className="company" data-testid="team-form">
      <p className="company__intro">{t('team.intro')}</p>
      <Cell.Group inset>
        <Field
          label={t('team.fields.company')}
          required
          value={f.company}
          onChange={set('company')}
          maxLength={TEAM_NAME_MAX}
          placeholder={t('team.placeholders.company')}
        />
        <Field
          label={t('team.fields.contact')}
          required
          value={f.contact}
          onChange={set('contact')}
          maxLength={TEAM_NAME_MAX}
          placeholder={t('team.placeholders.contact')}
        />
        <Field
          label={t('team.fields.phone')}
          required
          type="tel"
          value={f.phone}
          onChange={set('phone')}
          maxLength={PHONE_LENGTH}
          placeholder={t('team.placeholders.phone')}
        />
        <Field
          label={t('team.fields.count')}
          type="digit"
          value={f.count}
          onChange={set('count')}
          maxLength={6}
          placeholder={t('team.placeholders.count')}
        />
        <Field
          label={t('team.fields.budget')}
          type="number"
          value={f.budget}
          onChange={set('budget')}
          maxLength={10}
          placeholder={t('team.placeholders.budget')}
        />
        <Cell title={t('team.fields.date')} className="company__date-cell">
          <input
            type="date"
            className="company__date"
            aria-label={t('team.fields.date')}
            min={chinaToday()}
            value={f.date}
            onChange={(e) => set('date')(e.target.value)}
          />
        </Cell>
        <Field
          label={t('team.fields.remark')}
          type="textarea"
          rows={2}
          autoSize
          value={f.remark}
          onChange={set('remark')}
          maxLength={TEAM_REMARK_MAX}
          showWordLimit
          placeholder={t('team.placeholders.remark')}
        />
      </Cell.Group>
      <SubmitButton onSubmit={send}>{t('team.submit')}</SubmitButton>
    </div>
  );
}
