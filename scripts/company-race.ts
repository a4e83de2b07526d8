// The booking race for company slots: fires concurrent saves of the race employee's
// appointments at one slot of the race batch (3 seats per range) on a running server, and
// prints the counts. Every seat left must be booked exactly once and every other save told
// 预约人数可用库存不足; the script exits 1 otherwise.
// Usage: tsx scripts/company-race.ts [base-url] [requests]   (default :8080, 50)
import type { CompanyAppointment, ScheduleDay } from '../src/contract/index.ts';
import { timeRangeSelectable } from '../src/rules/company.ts';
import { raceClient } from './raceClient.ts';
import { companyPeople, RACE_BATCH_ID } from '../server/db/seedCompany.ts';
import { OPEN_HOSP_ID } from '../server/db/seedData.ts';
import { COMPANY_MSG } from '../server/modules/company/messages.ts';

const base = process.argv[2] ?? 'http://localhost:8080';
const requests = Number(process.argv[3] ?? 50);

const { call, login } = raceClient(base);
const phone = companyPeople.race.mobile;
const token = await login(phone);

const list = await call<CompanyAppointment[]>(`/api/company/appointments?hospid=${OPEN_HOSP_ID}`, {
  token,
});
const open = list.body.data.filter((a) => a.appointStatus === 0).slice(0, requests);
if (open.length < requests) throw new Error(`only ${open.length} unbooked race appointments left`);

// The open slot with the fewest seats left, so the race stays short.
const schedule = await call<ScheduleDay[]>('/api/company/GetSchedules', {
  method: 'POST',
  token,
  body: JSON.stringify({ apptId: open[0]!.id }),
});
const candidates = schedule.body.data.flatMap((d) =>
  d.timeRanges
    .filter(timeRangeSelectable)
    .map((r) => ({ day: d.dayValue, range: r, left: r.limitNum - r.orderNum })),
);
candidates.sort((a, b) => a.left - b.left);
const target = candidates[0];
if (!target) throw new Error('no open slot in the race batch');

console.log(
  `batch ${RACE_BATCH_ID} slot ${target.day} ${target.range.name}: ${target.left} seats left; ${requests} concurrent saves`,
);
const started = Date.now();
const results = await Promise.all(
  open.map((a) =>
    call('/api/company/SaveCompanyAppointment', {
      method: 'POST',
      token,
      body: JSON.stringify({
        id: a.id,
        groupId: a.groupId,
        addCombos: [],
        appointDate: target.day,
        appointTimeRangeId: target.range.id,
      }),
    }),
  ),
);
const booked = results.filter((r) => r.status === 200).length;
const stock = results.filter(
  (r) => r.status === 409 && r.body.msg === COMPANY_MSG.stockInsufficient,
).length;
const other = results.length - booked - stock;
console.log(
  `booked ${booked}, refused for stock ${stock}, other answers ${other} (${Date.now() - started} ms)`,
);
const ok = booked === target.left && stock === requests - target.left && other === 0;
console.log(ok ? 'capacity held' : 'CAPACITY BROKEN');
process.exit(ok ? 0 : 1);
