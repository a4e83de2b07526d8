import { useId, useRef, useState } from 'react';
import { Cross } from '@react-vant/icons';
import { ActionBar, Popup, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { usePackage } from '@/domains/catalog/queries';
import { groupItems } from '@/domains/catalog/packages';
import { PackagePrices } from '@/domains/catalog/PackagePrices';
import { ErrorState } from '@/kit/ErrorState';
import { LinkIncomplete } from '@/kit/LinkIncomplete';
import { askConfirm } from '@/kit/dialogs';
import { HospitalHtml } from '@/domains/hospital/HospitalHtml';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { useImageUrl } from '@/domains/hospital/useImageUrl';
import './packages.css';
import { ChoiceLink } from '@/kit/ChoiceLink';
import { ChoiceRow } from '@/kit/ChoiceRow';
import { toast } from '@/kit/toast';

export default function PackageDetailPage() {
  const { t } = useTranslation('packages');
  const id = useRouteQuery('/packageDetail').id ?? 0;
  const go = useGo();
  const image = useImageUrl();
  const [agreed, setAgreed] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  // A tap on "book" before the agreement: the reason stays beside the box, not in a toast.
  const [agreeMissing, setAgreeMissing] = useState(false);
  const agreeErrorId = useId();
  const agreeRow = useRef<HTMLDivElement>(null);
  const { data: pkg, error, loading, reload } = usePackage(id);

  if (!(id > 0)) return <LinkIncomplete onHome={() => go('/', { replace: true })} />;
  if (loading) return <Skeleton title row={8} style={{ padding: 16 }} />;
  if (error || !pkg) return <ErrorState error={error} onRetry={reload} />;
  const bookable = pkg.appointment_status === 1;

  /** Books the package as it is, or first tailors it with add-ons. */
  async function book(tailored = false) {
    if (!pkg) return;
    if (!bookable) return void toast('info', t('notBookableToast'));
    if (!agreed) {
      setAgreeMissing(true);
      agreeRow.current?.querySelector('input')?.focus();
      return;
    }
    if (pkg.notice_content) {
      const confirmed = await askConfirm({
        title: t('reminderTitle'),
        message: <HospitalHtml html={pkg.notice_content} />,
        confirmText: t('reminderContinue'),
        cancelText: t('reminderBack'),
      });
      if (!confirmed) return;
    }
    go(href(tailored ? '/customProject' : '/namelist', { packageId: pkg.id }));
  }

  return (
    <div className="package-detail" data-testid="package-detail">
      {pkg.img_url && (
        <img
          className="package-detail__cover"
          src={image(pkg.img_url)}
          alt=""
          width={750}
          height={300}
        />
      )}
      <section className="app-card">
        <h1 className="package-detail__name">{pkg.name}</h1>
        {pkg.remark && <p className="package-detail__remark">{pkg.remark}</p>}
        <PackagePrices pkg={pkg} large />
      </section>
      {groupItems(pkg.items).map((group) => (
        <section key={group.type} className="app-card" data-group={group.type}>
          <h2 className="app-section-title">
            {t(`groups.${group.type}`)}{' '}
            <small>{t('itemCount', { count: group.items.length })}</small>
          </h2>
          <ul className="package-detail__items">
            {group.items.map((item) => (
              <li key={item.item_code}>
                <strong>{item.item_name}</strong>
                <span>{item.description || t('noDescription')}</span>
                {item.items && item.items.length > 0 && (
                  <ul className="package-detail__parts" data-testid={`parts-${item.item_code}`}>
                    {item.items.map((part) => (
                      <li key={part.item_code}>{part.item_name}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="package-detail__bar">
        {bookable && (
          <div
            ref={agreeRow}
            className={`package-detail__agree${agreeMissing && !agreed ? ' app-invalid-group' : ''}`}
          >
            {/* The whole row ticks the box; the notice's title in it opens the notice. */}
            <ChoiceRow
              checked={agreed}
              onChange={(next) => {
                setAgreed(next);
                setAgreeMissing(false);
              }}
              testId="agree-row"
              errorId={agreeMissing && !agreed ? agreeErrorId : undefined}
            >
              <span>
                <span>{t('agreePrefix')}</span>
                <ChoiceLink onOpen={() => setNoticeOpen(true)}>{t('examNotice')}</ChoiceLink>
              </span>
            </ChoiceRow>
            {agreeMissing && !agreed && (
              <p className="app-field-error" id={agreeErrorId}>
                {t('agreeFirst')}
              </p>
            )}
          </div>
        )}
        <ActionBar safeAreaInsetBottom={false}>
          {bookable && (
            <ActionBar.Button
              type="warning"
              text={t('custom.entry')}
              onClick={() => void book(true)}
            />
          )}
          <ActionBar.Button
            type="primary"
            className={bookable && !agreed ? 'package-detail__book--waiting' : undefined}
            text={bookable ? t('book') : t('notBookable')}
            onClick={() => void book()}
          />
        </ActionBar>
      </div>
      <Popup
        visible={noticeOpen}
        position="bottom"
        round
        closeable
        closeIcon={<Cross data-testid="popup-close" />}
        title={t('examNotice')}
        onClose={() => setNoticeOpen(false)}
      >
        <HospitalHtml className="package-detail__notice" html={pkg.exam_notice} />
      </Popup>
    </div>
  );
}
