/** A phone as the lists show it: the first 3 and last 4 digits ("138****0001"). */
export function maskPhone(phone: string): string {
  return phone.length <= 7
    ? phone
    : `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** An ID number as the lists show it: the first 4 and last 4 characters. */
export function maskIdCard(idcard: string): string {
  return idcard.length <= 8
    ? idcard
    : `${idcard.slice(0, 4)}${'*'.repeat(idcard.length - 8)}${idcard.slice(-4)}`;
}
