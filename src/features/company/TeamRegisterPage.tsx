import { useState } from 'react';
import { Button, Cell, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import type { TeamRequirement } from '@/contract';
import { companyApi } from '@/domains/company/api';
import { companyKeys } from '@/domains/company/queries';
import { useSendTeamRequest, useWithdrawTeamRequest } from '@/domains/company/mutations';
import { useHospId } from '@/domains/hospital/scope';
import { useAccount } from '@/domains/session/useAccount';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { askConfirm } from '@/kit/dialogs';
import { ErrorState } from '@/kit/ErrorState';
import { useQuery } from '@/kit/query/useQuery';
import { SubmitButton } from '@/kit/SubmitButton';
import {
  TEAM_NAME_MAX,
  TEAM_REMARK_MAX,
  teamErrors,
  type TeamField,
  type TeamRefusal,
} from '@/rules/company';
import { PHONE_LENGTH } from '@/rules/phone';
import { chinaToday } from '@/rules/schedule';
import { focusFirstError } from '@/kit/fieldErrors';
import { FormField, type FormFieldKind } from './FormField';
import './company.css';
import { toast } from '@/kit/toast';

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
  const refusalText = useRefusalText();
  const hospId = useHospId();
  const withdrawal = useWithdrawTeamRequest();
  async function withdraw() {
    const sure = await askConfirm({
      message: t('team.withdrawConfirm'),
      confirmText: t('team.withdraw'),
      cancelText: t('team.keep'),
      danger: true,
    });
    if (!sure) return;
    try {
      const { msg } = await withdrawal.run({ hospId, id: request.id });
      void toast('success', msg || refusalText('company.teamWithdrawn'));
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t, refusalText('company.teamWithdrawFailed')));
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
        <Button
          block
          round
          disabled={withdrawal.pending}
          onClick={() => void withdraw()}
          data-testid="team-withdraw"
        >
          {t('team.withdraw')}
        </Button>
      </div>
    </div>
  );
}

type FormKey = 'company' | 'contact' | 'phone' | 'count' | 'budget' | 'date' | 'remark';

/** The form's rows in the order shown; the refusable ones match the rule's TeamField. */
const ROWS: Array<{
  key: FormKey;
  kind?: FormFieldKind;
  required?: boolean;
  max?: number;
}> = [
  { key: 'company', required: true, max: TEAM_NAME_MAX },
  { key: 'contact', required: true, max: TEAM_NAME_MAX },
  { key: 'phone', kind: 'tel', required: true, max: PHONE_LENGTH },
  { key: 'count', kind: 'digit', max: 6 },
  { key: 'budget', kind: 'number', max: 10 },
  { key: 'date', kind: 'date' },
  { key: 'remark', kind: 'textarea', max: TEAM_REMARK_MAX },
];

const fieldId = (key: FormKey) => `team-${key}`;

function RequestForm() {
  const { t } = useTranslation('company');
  const refusalText = useRefusalText();
  const hospId = useHospId();
  const sending = useSendTeamRequest();
  const [f, setF] = useState<Record<FormKey, string>>({
    company: '',
    contact: '',
    phone: '',
    count: '',
    budget: '',
    date: '',
    remark: '',
  });
  // Shown after a refused submit, each beside its field; a field's own fix clears its mark.
  const [errors, setErrors] = useState<Partial<Record<TeamField, TeamRefusal>>>({});
  const set = (key: FormKey) => (value: string) => {
    setF({ ...f, [key]: value });
    if (key in errors) setErrors({ ...errors, [key]: undefined });
  };

  async function send() {
    const found = teamErrors({
      companyName: f.company,
      contact: f.contact,
      phone: f.phone,
      remark: f.remark,
      expectedDate: f.date,
      today: chinaToday(),
    });
    setErrors(found);
    const wrong = ROWS.filter((r) => found[r.key as TeamField]).map((r) => fieldId(r.key));
    if (wrong.length > 0) return focusFirstError(wrong);
    try {
      const { msg } = await sending.run({
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
      void toast('success', msg || refusalText('company.teamSubmitted'));
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t));
    }
  }

  return (
    <div className="company" data-testid="team-form">
      <p className="company__intro">{t('team.intro')}</p>
      <Cell.Group inset>
        {ROWS.map((r) => {
          const refusal = errors[r.key as TeamField];
          return (
            <FormField
              key={r.key}
              id={fieldId(r.key)}
              label={t(`team.fields.${r.key}`)}
              kind={r.kind}
              required={r.required}
              value={f[r.key]}
              onChange={set(r.key)}
              maxLength={r.max}
              placeholder={r.kind === 'date' ? undefined : t(`team.placeholders.${r.key}`)}
              min={r.kind === 'date' ? chinaToday() : undefined}
              error={refusal && refusalText(`team.${refusal}`)}
            />
          );
        })}
      </Cell.Group>
      <SubmitButton onSubmit={send}>{t('team.submit')}</SubmitButton>
    </div>
  );
}
