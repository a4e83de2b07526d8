import { useTranslation } from 'react-i18next';
import { useHospitalInfo } from '@/domains/hospital/queries';
import { EmptyState } from '@/kit/EmptyState';

/**
 * A branch that sells no package at all (the demo's branch under construction): not "no
 * matching package", which sends a patient to the filters, but that the branch does not
 * take bookings yet, in the hospital's own words (its opening hours say it is being built
 * and when it opens) and with its phone to call.
 */
export function BranchNotOpen() {
  const { t } = useTranslation('packages');
  const info = useHospitalInfo().data;
  const phone = info?.primaryPhone || info?.phone;
  return (
    <EmptyState text={t('branchNotOpen')} testId="branch-not-open">
      {info?.openHour && <p className="packages__branch-hours">{info.openHour}</p>}
      {phone && (
        <a className="packages__branch-phone" href={`tel:${phone}`}>
          {t('branchPhone', { phone })}
        </a>
      )}
    </EmptyState>
  );
}
