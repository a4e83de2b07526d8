import { PhoneO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { centrePhone, telHref } from './centrePhone';
import { useHospitalInfo } from './queries';
import './callCentreBar.css';

/**
 * A call to the centre at the top of a page where patients get stuck (the booking form,
 * an order, payment, reports, the queue): in the elder mode, a person on the phone is the
 * way out of any step the page cannot explain.
 */
export function CallCentreBar() {
  const { t } = useTranslation();
  const info = useHospitalInfo();
  const phone = info.data ? centrePhone(info.data) : '';
  if (!phone) return null;
  return (
    <a className="call-centre" href={telHref(phone)} data-testid="call-centre">
      <PhoneO aria-hidden="true" />
      <span>{t('elder.callCentre')}</span>
      <span className="call-centre__phone">{phone}</span>
    </a>
  );
}
