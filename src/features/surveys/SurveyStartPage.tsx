import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { Button, Cell, Skeleton } from 'react-vant';
import { useLocation } from 'react-router-dom';
import { userAtom } from '@/domains/session/atoms';
import { profileKeys } from '@/domains/profile/queries';
import { profileApi } from '@/domains/profile/api';
import { useQuery } from '@/kit/query/useQuery';
import { useSurveyInfo, useSurveyRecords } from '@/domains/surveys/queries';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { ListFoot } from '@/kit/query/ListFoot';
import type { UserSurveyEntry } from '@/contract';
import { ChoiceRow } from '@/kit/ChoiceRow';
import { SurveyHead } from './SurveyHead';
import './surveys.css';
import { toast } from '@/kit/toast';

/**
 * The hospital's questionnaires, who is assessed, and the account's earlier records. A
 * visitor is asked to log in first; an account without a person to assess goes home.
 */
export default function SurveyStartPage() {
  const { t } = useTranslation(['survey', 'profile']);
  const refusalText = useRefusalText();
  const user = useAtomValue(userAtom);
  const go = useGo();
  const location = useLocation();
  const info = useSurveyInfo();
  // A visitor has no people: nothing to read (the call would send them to login).
  const profiles = useQuery(user ? profileKeys.list(user.id) : null, () =>
    profileApi.list(user?.id ?? 0),
  );
  const records = useSurveyRecords(user?.id ?? null);
  const [chosen, setChosen] = useState<number | null>(null);
  const people = user ? profiles.data : undefined;
  const noPerson = !!user && !!people && people.length === 0;

  useEffect(() => {
    if (!noPerson) return;
    void toast('info', t('start.noProfile'));
    go('/', { replace: true });
  }, [noPerson, go, t]);

  if (info.loading || (user && profiles.loading))
    return <Skeleton row={6} style={{ padding: 16 }} />;
  if (!info.data) return <ErrorState error={info.error} onRetry={info.reload} />;
  if (noPerson) return null;
  const who = chosen ?? people?.[0]?.id ?? null;

  const open = (record: UserSurveyEntry) => {
    if (!record.profileActive) return void toast('info', refusalText('survey.profileDeleted'));
    go(href('/survey/detail', { id: record.id }));
  };
  const begin = (surveyId: number) => {
    if (!user) return go(href('/login', { redirect: location.pathname + location.search }));
    go(href('/survey/fill', { surveyId, profileId: who }));
  };

  return (
    <div className="survey" data-testid="survey-start">
      <p className="survey__intro">{t('start.intro')}</p>
      {user && people && (
        <section className="app-card" data-testid="survey-who">
          <h2 className="app-section-title" id="survey-who-title">
            {t('start.chooseWho')}
          </h2>
          <div role="radiogroup" aria-labelledby="survey-who-title">
            {people.map((p) => (
              <ChoiceRow
                key={p.id}
                type="radio"
                name="survey-who"
                className="survey__who"
                checked={who === p.id}
                onChange={() => setChosen(p.id)}
                title={t('profile:withRelation', {
                  name: p.name,
                  relation: t(`profile:relations.${p.relation}`),
                })}
              />
            ))}
          </div>
        </section>
      )}
      {info.data.length === 0 ? (
        <EmptyState text={t('start.noSurvey')} />
      ) : (
        info.data.map((s) => (
          <section key={s.id} className="app-card survey__card" data-survey={s.id}>
            <SurveyHead name={s.name} surveyType={s.survey_type} level={2} />
            {s.remark && <p className="survey__remark">{s.remark}</p>}
            <p className="survey__meta">{t('start.questionCount', { count: s.questionCount })}</p>
            <Button round block type="primary" onClick={() => begin(s.id)}>
              {user ? t('start.begin') : t('start.login')}
            </Button>
          </section>
        ))
      )}
      {user && (
        <section className="app-card" data-testid="survey-records">
          <h2 className="app-section-title">{t('start.records')}</h2>
          {records.rows && (records.rows.length > 0 || records.more) ? (
            <>
              {records.rows.map((r) => (
                <div key={r.id} data-record={r.id}>
                  <Cell
                    isLink
                    title={r.name}
                    label={r.survey_name}
                    value={r.create_time}
                    onClick={() => open(r)}
                  />
                </div>
              ))}
              <ListFoot list={records} />
            </>
          ) : records.error ? (
            <ErrorState error={records.error} onRetry={records.reload} />
          ) : (
            <p className="survey__none">{records.loading ? '' : t('start.noRecords')}</p>
          )}
        </section>
      )}
    </div>
  );
}
