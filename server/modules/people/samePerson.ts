/**
 * The join of a record the centre keeps of a person (exam, outside report, company
 * appointment, queue visit) to a profile: the same ID number, name and phone. A name and an
 * ID number are known to others; the profile's phone was proven by SMS and never changes.
 *
 * `profile` and `record` are the aliases of the two tables in the caller's query; both carry
 * idcard_hmac, name and mobile_hmac. The rule is written once here so every area that shows
 * a person's records (reports, trend, company, queue, the user centre's counts) matches them
 * the same way: a looser match in one of them would show one person's records to another.
 */
export const samePerson = (profile: string, record: string) =>
  `${profile}.idcard_hmac = ${record}.idcard_hmac AND ${profile}.name = ${record}.name
   AND ${profile}.mobile_hmac = ${record}.mobile_hmac`;
