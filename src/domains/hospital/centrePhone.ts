import type { HospitalInfo } from '@/contract';

/**
 * The number a patient calls (about an order, or when stuck): the branch's primary phone, else its general
 * one, else the first named phone (the order HospitalContact shows them in); '' when the
 * branch lists none.
 */
export function centrePhone(info: Pick<HospitalInfo, 'primaryPhone' | 'phone' | 'phones'>): string {
  return (
    info.primaryPhone.trim() ||
    info.phone.trim() ||
    info.phones.find((p) => p.phoneNumber.trim())?.phoneNumber.trim() ||
    ''
  );
}

/** A tel: link's target: the digits and the + a dialler takes, without spaces or dashes. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
