import { Button, Skeleton, Tag } from 'react-vant';
import { UserCircleO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { useProfiles } from '@/domains/profile/queries';
import { useAccount } from '@/domains/session/useAccount';
import { maskIdCard, maskPhone } from '@/rules/masks';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { PullToRefresh } from '@/kit/PullToRefresh';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import './profiles.css';

export default function ProfileListPage() {
  const { t } = useTranslation('profile');
  const go = useGo();
  const { data, error, loading, reload } = useProfiles(useAccount().id);

  return (
    <div className="profiles" data-testid="profile-list">
      <PullToRefresh>
        {loading && (
          <div className="app-card">
            <Skeleton avatar row={2} />
          </div>
        )}
        {error && <ErrorState error={error} onRetry={reload} />}
        {data?.length === 0 && <EmptyState text={t('empty')} />}
        {data && data.length > 0 && (
          <ul className="profiles__list">
            {data.map((p) => (
              <li
                key={p.id}
                className="app-card profiles__item"
                data-profile={p.id}
                data-testid={`profile-${p.id}`}
              >
                <UserCircleO fontSize={44} color="var(--app-primary)" />
                <div className="profiles__body">
                  <div className="profiles__head">
                    <span className="profiles__name">{p.name}</span>
                    <Tag plain type={p.relation === 'self' ? 'primary' : 'default'}>
                      {t(`relations.${p.relation}`)}
                    </Tag>
                  </div>
                  <div className="profiles__meta">
                    {t('phone')} {maskPhone(p.mobile)}
                  </div>
                  <div className="profiles__meta">
                    {t('idcardLabel')} {maskIdCard(p.idcard)}
                  </div>
                </div>
                <button
                  type="button"
                  className="app-link-button"
                  onClick={() => go(href('/user/editProfile', { pid: p.id }))}
                >
                  {t('edit')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </PullToRefresh>
      <div className="app-form-actions">
        <Button block round type="primary" onClick={() => go('/user/addProfile')}>
          {t('add')}
        </Button>
      </div>
    </div>
  );
}
