import { Cell } from 'react-vant';
import { ClockO, LocationO, PhoneO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import type { HospitalInfo } from '@/contract';
import './hospitalContact.css';

/** Name, address, phones and opening hours; phone numbers dial when tapped. */
export function HospitalContact({
  info,
  testId = 'home-contact',
}: {
  info: HospitalInfo;
  testId?: string;
}) {
  const { t } = useTranslation('home');
  const phones = info.phones.filter((p) => p.phoneNumber);
  const primary = info.primaryPhone || info.phone;
  // The primary number gets its own line only when the named list does not hold it.
  const main = phones.some((p) => p.phoneNumber === primary) ? '' : primary;
  return (
    <section className="app-card hospital-contact" data-testid={testId}>
      <h2 className="app-section-title">{info.name}</h2>
      <Cell.Group border={false}>
        {info.address && <Cell icon={<LocationO />} title={info.address} />}
        {main && (
          <Cell icon={<PhoneO />} title={t('phone')} value={<a href={`tel:${main}`}>{main}</a>} />
        )}
        {phones.map((p) => (
          <Cell
            key={`${p.name}-${p.phoneNumber}`}
            icon={<PhoneO />}
            title={p.name}
            value={<a href={`tel:${p.phoneNumber}`}>{p.phoneNumber}</a>}
          />
        ))}
        {info.openHour && <Cell icon={<ClockO />} title={t('openHour')} label={info.openHour} />}
      </Cell.Group>
    </section>
  );
}
