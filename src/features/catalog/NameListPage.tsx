import { useEffect, useRef } from 'react';
import { Cell, Skeleton } from 'react-vant';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { sexMismatch } from '@/rules/bookingForm';
import { bookingStartApi } from '@/domains/catalog/api';
import { usePackage } from '@/domains/catalog/queries';
import { useProfiles } from '@/domains/profile/queries';
import { useAccount } from '@/domains/session/useAccount';
import type { PlainProfile } from '@/domains/profile/api';
import type { PackageDetail } from '@/contract';
import { maskIdCard } from '@/rules/masks';
import { useHospId } from '@/domains/hospital/scope';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { askConfirm } from '@/kit/dialogs';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { LinkIncomplete } from '@/kit/LinkIncomplete';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { useRouteQuery } from '@/kit/useRouteQuery';
import './packages.css';
import { toast } from '@/kit/toast';

/** A package for one sex only, and a person of the other. */

/** Who is examined: one of the account's profiles, of the sex the package allows. */
export default function NameListPage() {
  const { t } = useTranslation(['packages', 'profile', 'survey']);
  const refusalText = useRefusalText();
  const location = useLocation();
  const query = useRouteQuery('/namelist');
  const packageId = query.packageId ?? 0;
  // From the tailored plan page: the booking form then reads the chosen add-ons.
  const customized = query.customized;
  const hospId = useHospId();
  const go = useGo();
  const pkgQuery = usePackage(packageId);
  const profilesQuery = useProfiles(useAccount().id);

  const choose = async (pkg: PackageDetail, profile: PlainProfile) => {
    if (sexMismatch(pkg.sex_limit, profile.sex))
      return void toast('info', refusalText('sexMismatch'));
    const toOrder = () =>
      go(href('/submitOrder', { packageId: pkg.id, profileId: profile.id, customized }));
    try {
      const survey = await bookingStartApi.checkSurvey(hospId, profile.id, pkg.id);
      const { surveyId, surveyStatus } = survey;
      const toSurvey = () =>
        go(
          href('/survey/fill', {
            surveyId,
            from: 'personal',
            packageId: pkg.id,
            profileId: profile.id,
          }),
        );
      // No questionnaire, or one filled lately: straight on (document 1 section 4).
      if (surveyId === null || surveyStatus === 1) return toOrder();
      const filledBefore = surveyStatus === 2;
      const yes = await askConfirm({
        title: t(
          filledBefore ? 'survey:booking.filledBeforeTitle' : 'survey:booking.notFilledTitle',
        ),
        message: filledBefore
          ? t('survey:booking.filledBefore', { date: survey.surveyPostDate ?? '' })
          : t('survey:booking.notFilled'),
        confirmText: t(filledBefore ? 'survey:booking.continue' : 'survey:booking.fill'),
        cancelText: t(filledBefore ? 'survey:booking.refill' : 'survey:booking.skip'),
      });
      // Status 0: yes fills, no skips; status 2: yes books on, no fills again.
      if (yes === filledBefore) toOrder();
      else toSurvey();
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t));
    }
  };

  // Back from adding a person here: the booking goes on for them, without another tap on
  // the list; the list stays under it, for the back arrow.
  const added = profilesQuery.data?.find((p) => p.id === query.chosen);
  const addedTaken = useRef(false);
  useEffect(() => {
    if (!added || !pkgQuery.data || addedTaken.current) return;
    addedTaken.current = true;
    go(href('/namelist', { packageId, customized }), { replace: true });
    void choose(pkgQuery.data, added);
  });

  if (!(packageId > 0)) return <LinkIncomplete onHome={() => go('/', { replace: true })} />;
  if (pkgQuery.loading || profilesQuery.loading)
    return <Skeleton row={4} style={{ padding: 16 }} />;
  const pkg = pkgQuery.data;
  const profiles = profilesQuery.data;
  if (!pkg || !profiles) {
    const retry = () => {
      pkgQuery.reload();
      profilesQuery.reload();
    };
    return <ErrorState error={pkgQuery.error ?? profilesQuery.error} onRetry={retry} />;
  }

  return (
    <div className="packages" data-testid="name-list">
      <p className="namelist__hint">{t('chooseFor', { name: pkg.name })}</p>
      {profiles.length === 0 ? (
        <EmptyState text={t('profile:empty')} />
      ) : (
        <Cell.Group inset>
          {profiles.map((p) => {
            // Still tappable when greyed out: the tap says why the person cannot go.
            const mismatch = sexMismatch(pkg.sex_limit, p.sex);
            const who = `${t(`profile:sexes.${p.sex}`)} · ${maskIdCard(p.idcard)}`;
            return (
              <Cell
                key={p.id}
                isLink
                className={mismatch ? 'namelist__person--mismatch' : undefined}
                title={t('profile:withRelation', {
                  name: p.name,
                  relation: t(`profile:relations.${p.relation}`),
                })}
                label={
                  <>
                    {who}
                    {mismatch && (
                      <span className="namelist__reason">{t(`sexOnly.${pkg.sex_limit}`)}</span>
                    )}
                  </>
                }
                onClick={() => void choose(pkg, p)}
                data-profile={p.id}
              />
            );
          })}
        </Cell.Group>
      )}
      <div className="app-form-actions">
        <button
          type="button"
          className="namelist__add"
          onClick={() =>
            go(href('/user/addProfile', { back: location.pathname + location.search }))
          }
        >
          {t('profile:add')}
        </button>
      </div>
    </div>
  );
}
