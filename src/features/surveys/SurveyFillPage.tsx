import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { Button, Progress, Skeleton } from 'react-vant';
import { useSurvey } from '@/domains/surveys/queries';
import { clearDraft, readDraft, writeDraft } from '@/domains/surveys/draft';
import { personOf } from '@/domains/surveys/sheet';
import { useProfiles } from '@/domains/profile/queries';
import { useAccount } from '@/domains/session/useAccount';
import { useGo } from '@/domains/hospital/useGo';
import { askConfirm } from '@/kit/dialogs';
import { useRouteQuery } from '@/kit/useRouteQuery';
import {
  answerProblem,
  autoAdvances,
  chooseOption,
  effectiveAnswers,
  emptyAnswer,
  nextShown,
  type SurveyAnswer,
  type SurveyAnswers,
} from '@/rules/surveyRules';
import { surveyProgress } from '@/rules/surveyLook';
import { QuestionView } from './QuestionView';
import { SurveyHead } from './SurveyHead';
import { useSubmitSheet } from './useSubmitSheet';
import './surveys.css';
import { toast } from '@/kit/toast';

interface Place {
  index: number;
  history: number[];
  answers: SurveyAnswers;
}

/**
 * One question per screen. Next checks the answer and skips questions whose rule is false;
 * previous steps back through the questions answered. A survey left halfway is kept on the
 * phone for 7 days and offered again.
 */
export default function SurveyFillPage() {
  const { t } = useTranslation('survey');
  const refusalText = useRefusalText();
  const query = useRouteQuery('/survey/fill');
  const surveyId = query.surveyId ?? 0;
  const profileId = query.profileId ?? 0;
  const go = useGo();
  const account = useAccount();
  const survey = useSurvey(surveyId);
  const profiles = useProfiles(account.id);
  // The person chosen on the start page (or the booking's); without one, the first.
  const profile =
    profileId > 0 ? profiles.data?.find((p) => p.id === profileId) : profiles.data?.[0];
  const person = useMemo(() => (profile ? personOf(profile) : null), [profile]);
  const [place, setPlace] = useState<Place | null>(null);
  const asked = useRef(false);
  const submit = useSubmitSheet(query);
  const questions = survey.data?.questions;

  // A survey that cannot be read, or no person to assess (unbound meanwhile): the spec's
  // message, then home.
  const noPerson = !!profiles.data && !profile;
  const failed = !!survey.error || noPerson || !(surveyId > 0);
  useEffect(() => {
    if (!failed) return;
    void toast('fail', noPerson ? refusalText('survey.profileDeleted') : t('fill.loadError'));
    go('/', { replace: true });
  }, [failed, noPerson, go, t, refusalText]);

  useEffect(() => {
    if (!questions || !person || !profile || asked.current) return;
    asked.current = true;
    const start: Place = { index: nextShown(questions, -1, person, {}), history: [], answers: {} };
    const draft = readDraft(surveyId, profile.id);
    const resume = draft
      ? askConfirm({
          title: t('fill.resumeTitle'),
          message: t('fill.resume'),
          confirmText: t('fill.continue'),
          cancelText: t('fill.restart'),
        })
      : Promise.resolve(false);
    void resume.then((yes) => {
      if (!yes) clearDraft(surveyId, profile.id);
      setPlace(yes && draft ? draft : start);
    });
  }, [questions, person, profile, surveyId, t]);

  // Halfway (past the first question, not complete) is kept; anything else is forgotten.
  useEffect(() => {
    if (!place || !questions || !profile) return;
    if (place.history.length === 0 || place.index >= questions.length)
      clearDraft(surveyId, profile.id);
    else writeDraft(surveyId, profile.id, { ...place, savedAt: Date.now() });
  }, [place, questions, profile, surveyId]);

  if (failed) return null;
  if (!questions || !person || !profile || !place)
    return <Skeleton row={6} style={{ padding: 16 }} />;
  const count = questions.length;
  const question = questions[place.index];
  const answer: SurveyAnswer = (question && place.answers[question.id]) || emptyAnswer();
  const percent = surveyProgress(place.index, count);
  const head = <SurveyHead name={survey.data!.name} surveyType={survey.data!.survey_type} />;

  const update = (next: SurveyAnswer) =>
    question && setPlace({ ...place, answers: { ...place.answers, [question.id]: next } });

  const advance = (answers: SurveyAnswers) => {
    if (!question) return;
    const problem = answerProblem(question, answers[question.id]);
    // An unknown option is the server's guard: on the page it means nothing was chosen.
    const shown = problem === 'unknownQuestion' ? 'optionRequired' : problem;
    if (shown) return void toast('info', refusalText(`survey.${shown}`));
    setPlace({
      index: nextShown(questions, place.index, person, answers),
      history: [...place.history, place.index],
      answers,
    });
  };

  const back = () => {
    const prev = place.history.at(-1);
    if (prev === undefined) return;
    setPlace({ ...place, index: prev, history: place.history.slice(0, -1) });
  };

  const choose = (value: string) => {
    if (!question) return;
    const next = chooseOption(question, answer, value);
    if (autoAdvances(question, value)) advance({ ...place.answers, [question.id]: next });
    else update(next);
  };

  if (!question) {
    const answered = Object.keys(effectiveAnswers(questions, person, place.answers)).length;
    return (
      <div className="survey-fill survey-fill--complete">
        {head}
        <div className="app-result" data-testid="survey-complete">
          <h2 className="app-result__title">{t('fill.completeTitle')}</h2>
          <p className="app-result__text">{t('fill.completeText', { count: answered })}</p>
          <div className="app-result__actions">
            <Button
              round
              block
              type="primary"
              loading={submit.busy}
              onClick={() => void submit.run(survey.data!, profile, person, place.answers)}
            >
              {t('fill.submit')}
            </Button>
            <Button round block onClick={back}>
              {t('fill.review')}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="survey-fill" data-testid="survey-fill">
      {head}
      <div className="survey-fill__progress">
        <div className="survey-fill__count">
          <span>{t('fill.forWho', { name: profile.name })}</span>
          <span data-testid="survey-progress">
            {t('fill.progress', { index: place.index + 1, count })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('fill.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <Progress percentage={percent} showPivot={false} />
        </div>
      </div>
      <QuestionView
        question={question}
        answer={answer}
        onChoose={choose}
        onText={(text) => update({ ...answer, text })}
        onExtra={(value, text) =>
          update({ ...answer, extras: { ...answer.extras, [value]: text } })
        }
      />
      <div className="app-bottom-bar survey-fill__nav">
        <Button round disabled={place.history.length === 0} onClick={back}>
          {t('fill.prev')}
        </Button>
        <Button round type="primary" onClick={() => advance(place.answers)}>
          {t('fill.next')}
        </Button>
      </div>
    </div>
  );
}
