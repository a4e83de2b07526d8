// Fires concurrent bookings at one time slot of a running server and prints the counts.
// Every seat left must be booked exactly once and every other request told the slot is
// full; the script exits 1 otherwise.
// Usage: tsx scripts/booking-race.ts [base-url] [extra-requests]   (default :8080, 47)
import type { HospConfig, LoginUser, PersonalOrder, ScheduleDay } from '../src/contract/index.ts';
import { bookingRules } from '../src/rules/bookingForm.ts';
import { encryptField, loginPasswordHash } from '../src/rules/fieldCrypto.ts';
import { readConfig } from '../server/config.ts';
import { DEMO_PASSWORD, demoUsers, OPEN_HOSP_ID } from '../server/db/seedData.ts';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const extra = Number(process.argv[3] ?? 47);
const { fieldKey, fieldIv } = readConfig();

async function call<T>(path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: T } };
}

const phone = demoUsers[0]!.mobile;
const login = await call<LoginUser>('/api/Auth/Login', {
  method: 'POST',
  body: JSON.stringify({
    username: encryptField(phone, fieldKey, fieldIv),
    password: loginPasswordHash(DEMO_PASSWORD, phone),
  }),
});
if (login.status !== 200) throw new Error(`login failed: ${login.body.msg}`);
const token = login.body.data.token;
const profiles = await call<Array<{ id: number; relation: string }>>('/api/user/getprofile', {
  token,
});
const profileId = profiles.body.data.find((p) => p.relation === 'self')?.id;
if (!profileId) throw new Error('the demo user has no self profile');

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

const requests = target.left + extra;
console.log(
  `slot ${target.day} ${target.range.name}: ${target.left} seats left; ${requests} concurrent bookings`,
);
const drafts = await Promise.all(
  Array.from({ length: requests }, async () => {
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
const ok = booked === target.left && full === extra && other === 0;
console.log(ok ? 'capacity held' : 'CAPACITY BROKEN');
process.exit(ok ? 0 : 1);
