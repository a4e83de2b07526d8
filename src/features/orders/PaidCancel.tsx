import { PhoneO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { telHref } from '@/domains/hospital/centrePhone';

/**
 * Why a booking paid online is not cancelled here (the centre refunds it), and the centre's
 * number as a call link, so the patient is not left with a refusal and nowhere to go.
 */
export function PaidCancel({ phone }: { phone: string }) {
  const { t } = useTranslation('orders');
  return (
    <div className="order-paid-cancel" data-testid="paid-cancel">
      <p>{t('cancel.paidOnline')}</p>
      {phone && (
        <a className="order-paid-cancel__call" href={telHref(phone)} data-testid="call-centre">
          <PhoneO aria-hidden="true" className="order-paid-cancel__icon" />
          <span>{t('cancel.call')}</span>
          <span className="order-paid-cancel__number">{phone}</span>
        </a>
      )}
    </div>
  );
}
