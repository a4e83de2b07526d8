// Fires concurrent bookings at one time slot of a running server and prints the counts.
// Every seat left must be booked exactly once and every other request told the slot is
// full; the script exits 1 otherwise.
// Usage: tsx scripts/booking-race.ts [base-url] [extra-requests]   (default :8080, 47)
import type { HospConfig, PersonalOrder, ScheduleDay } from '../src/contract/index.ts';
import { bookingRules } from '../src/rules/bookingForm.ts';
import { fewestSeatsLeft, judgeRace, raceClient } from './raceClient.ts';
import { companyPeople, RACE_RELATIVES } from '../server/seeds/seedCompany.ts';
import { OPEN_HOSP_ID } from '../server/seeds/seedData.ts';
import { OPEN_DRAFTS_KEPT } from '../server/modules/orders/index.ts';

const base = process.argv[2] ?? 'http://localhost:8080';
const extra = Number(process.argv[3] ?? 47);

const { call, login, fireAtOnce } = raceClient(base);
// The race employee's relatives: a person holds one booking a day, so each save is another's.
const token = await login(companyPeople.race.mobile);
const profiles = await call<Array<{ id: number; relation: string }>>('/api/user/getprofile', {
  token,
});
const people = profiles.body.data.filter((p) => p.relation !== 'self').map((p) => p.id);
if (people.length < RACE_RELATIVES) throw new Error('the race account lacks its seeded relatives');

const schedule = await call<ScheduleDay[]>(
  `/api/personalOrder/GetSchedules?hospId=${OPEN_HOSP_ID}`,
);
const target = fewestSeatsLeft(schedule.body.data, (r) => r.orderable);
if (!target) throw new Error('no open slot in the booking window');

// The branch's switches may ask for a company and an on-site payment option: the first ones.
const configs = await call<HospConfig[]>(`/api/Hosp/configs?hospId=${OPEN_HOSP_ID}`);
const rules = bookingRules(configs.body.data);
const extraData = {
  ...(rules.companyOptions ? { company_name: rules.companyOptions[0] } : {}),
  ...(rules.paymentOptions ? { payment_option: rules.paymentOptions[0] } : {}),
};

// An account keeps OPEN_DRAFTS_KEPT drafts (50, one per relative here): no more at once.
const requests = Math.min(target.left + extra, people.length, OPEN_DRAFTS_KEPT);
console.log(
  `slot ${target.day} ${target.range.timeRangeName}: ${target.left} seats left; ${requests} concurrent bookings`,
);
const drafts = await Promise.all(
  people.slice(0, requests).map(async (profileId) => {
    const res = await call<PersonalOrder>('/api/PersonalOrder/CreateUserOrder', {
      method: 'POST',
      token,
      body: JSON.stringify({ hospId: OPEN_HOSP_ID, packageId: 1, profileId }),
    });
    if (res.status !== 200) throw new Error(`draft failed: ${res.body.msg}`);
    return res.body.data.orderNo;
  }),
);
const race = await fireAtOnce(
  '/api/PersonalOrder/SaveUserOrder',
  token,
  drafts.map((orderNo) => ({
    orderNo,
    appointDate: target.day,
    timeRangeId: target.range.id,
    payment: 0,
    extraData,
  })),
);
judgeRace(race, target.left, { as: 'as full', is: (r) => r.status === 409 });
