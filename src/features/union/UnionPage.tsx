import { useEffect } from 'react';
import { Tag } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hospApi } from '@/domains/hospital/api';
import { hospKeys } from '@/domains/hospital/queries';
import { useQuery } from '@/kit/query/useQuery';
import type { UnionHospital } from '@/contract';
import { withHospId } from '@/domains/hospital/hospid';
import { safeAppRoute } from '@/kit/safeRoute';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { branchName, isBookable, visibleBranches } from '@/domains/hospital/union';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import './union.css';
import { loadingToast, toast } from '@/kit/toast';

export default function UnionPage() {
  const { t } = useTranslation('union');
  const navigate = useNavigate();
  const query = useRouteQuery('/union');
  const code = query.code ?? '';
  const hide = new Set(query.hide);
  const { data, error, loading, reload } = useQuery(code ? hospKeys.unions(code) : null, () =>
    hospApi.unions(code),
  );

  useEffect(() => {
    if (!code) void toast('fail', t('codeError'));
  }, [code, t]);

  useEffect(() => {
    if (!loading) return;
    return loadingToast(t('common:loading'), false);
  }, [loading, t]);

  function enter(branch: UnionHospital) {
    if (!isBookable(branch)) {
      void toast('info', t('underConstructionToast'));
      return;
    }
    const target = branch.link ? safeAppRoute(branch.link) : '/';
    navigate(withHospId(target, branch.hosp_id));
  }

  if (!code) return <EmptyState kind="error" text={t('codeError')} />;
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!data) return null;
  const branches = visibleBranches(data, hide);
  if (branches.length === 0) return <EmptyState text={t('empty')} />;

  return (
    <ul className="union-list" data-testid="union-list">
      {branches.map((b) => (
        <li key={b.hosp_id}>
          <button
            type="button"
            className="union-branch"
            data-hospid={b.hosp_id}
            data-testid={`branch-${b.hosp_id}`}
            onClick={() => enter(b)}
          >
            <img
              className="union-branch__logo"
              src={b.img_sm_url}
              alt=""
              width={56}
              height={56}
              data-testid="branch-logo"
            />
            <span className="union-branch__body">
              <span className="union-branch__head">
                <span className="union-branch__name app-word">{branchName(b)}</span>
                {isBookable(b) ? (
                  <Tag type="success" plain>
                    {t('bookable')}
                  </Tag>
                ) : (
                  <Tag type="warning" plain>
                    {t('underConstruction')}
                  </Tag>
                )}
              </span>
              <span className="union-branch__address">{b.address}</span>
              {b.remark && <span className="union-branch__remark">{b.remark}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
