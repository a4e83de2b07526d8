import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { HospitalContact } from '@/domains/hospital/HospitalContact';
import { HospitalHtml } from '@/domains/hospital/HospitalHtml';
import { useHospitalInfo } from '@/domains/hospital/queries';
import { useImageUrl } from '@/domains/hospital/useImageUrl';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import './info.css';

/**
 * The notice and the introduction: the hospital's own HTML, sanitised, above the contact
 * block, so a patient who has read it can call or find the centre from the same page.
 */
export function HospitalText({ field }: { field: 'notice' | 'introduction' }) {
  const { t } = useTranslation('info');
  const info = useHospitalInfo();
  const imageUrl = useImageUrl();
  if (info.error) return <ErrorState error={info.error} onRetry={info.reload} />;
  if (!info.data) return <Skeleton title row={8} style={{ padding: 16 }} />;
  const hospital = info.data;
  const html = hospital[field].trim();
  return (
    <div className="info-page">
      <article className="app-card info-article" data-testid={`info-${field}`}>
        {field === 'introduction' && (
          <header className="info-article__head">
            {hospital.logoUrl && (
              <img className="info-article__logo" src={imageUrl(hospital.logoUrl)} alt="" />
            )}
            <h2 className="info-article__title">{hospital.name}</h2>
          </header>
        )}
        {html ? (
          <HospitalHtml html={html} className="info-article__html" />
        ) : (
          <EmptyState text={t(field === 'notice' ? 'noNotice' : 'noIntroduction')} />
        )}
      </article>
      <HospitalContact info={hospital} testId="info-contact" />
    </div>
  );
}
