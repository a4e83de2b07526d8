// Fires concurrent bookings at one time slot of a running server and prints the counts.
// Every seat left must be booked exactly once and every other request told the slot is
// full; the script exits 1 otherwise.
// Usage: tsx scripts/booking-race.ts [base-url] [extra-requests]   (default :8080, 47)
import type { HospConfig, PersonalOrder, ScheduleDay } from '../src/contract/index.ts';
import { bookingRules } from '../src/rules/bookingForm.ts';
import { raceClient } from './raceClient.ts';
import { companyPeople, RACE_RELATIVES } from '../server/db/seedCompany.ts';
import { OPEN_HOSP_ID } from '../server/db/seedData.ts';
import { OPEN_DRAFTS_KEPT } from '../server/modules/orders/service.ts';

const base = process.argv[2] ?? 'http://localhost:8080';
const extra = Number(process.argv[3] ?? 47);

const { call, login } = raceClient(base);
// The race employee's relatives: a person holds one booking a day, so each save is another's.
const token = await login(companyPeople.race.mobile);
const profiles = await call<Array<{ id: number; relation: string }>>('/api/user/getprofile', {
  token,
});
const people = profiles.body.data.filter((p) => p.relation !== 'self').map((p) => p.id);
if (people.length < RACE_RELATIVES) throw new Error('the race account lacks its seeded relatives');

// The open slot with the fewest seats left, so the race stays short.
const schedule = await call<ScheduleDay[]>(
  `/api/personalOrder/GetSchedules?hospId=${OPEN_HOSP_ID}`,
);
const candidates = schedule.body.data.flatMap((d) =>
  d.timeRanges
    .filter((r) => r.orderable)
    .map((r) => ({ day: d.dayValue, range: r, left: r.limitNum - r.orderNum })),
);
candidates.sort((a, b) => a.left - b.left);
const target = candidates[0];
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
const over = requests - target.left;
console.log(
  `slot ${target.day} ${target.range.name}: ${target.left} seats left; ${requests} concurrent bookings`,
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
const started = Date.now();
const results = await Promise.all(
  drafts.map((orderNo) =>
    call('/api/PersonalOrder/SaveUserOrder', {
      method: 'POST',
      token,
      body: JSON.stringify({
        orderNo,
        appointDate: target.day,
        timeRangeId: target.range.id,
        payment: 0,
        extraData,
      }),
    }),
  ),
);
const booked = results.filter((r) => r.status === 200).length;
const full = results.filter((r) => r.status === 409).length;
const other = results.length - booked - full;
console.log(
  `booked ${booked}, refused as full ${full}, other answers ${other} (${Date.now() - started} ms)`,
);
const ok = booked === target.left && full === over && other === 0;
console.log(ok ? 'capacity held' : 'CAPACITY BROKEN');
process.exit(ok ? 0 : 1);
