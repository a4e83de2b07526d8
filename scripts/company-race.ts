// The booking race for company slots: fires concurrent saves of the race employee's
// appointments at one slot of the race batch (3 seats per range) on a running server, and
// prints the counts. Every seat left must be booked exactly once and every other save told
// 预约人数可用库存不足; the script exits 1 otherwise.
// Usage: tsx scripts/company-race.ts [base-url] [requests]   (default :8080, 50)
import type { CompanyAppointment, ScheduleDay } from '../src/contract/index.ts';
import { timeRangeSelectable } from '../src/rules/company.ts';
import { fewestSeatsLeft, judgeRace, raceClient } from './raceClient.ts';
import { companyPeople, RACE_BATCH_ID } from '../server/seeds/seedCompany.ts';
import { OPEN_HOSP_ID } from '../server/seeds/seedData.ts';
import { COMPANY_MSG } from '../server/modules/company/index.ts';

const base = process.argv[2] ?? 'http://localhost:8080';
const requests = Number(process.argv[3] ?? 50);

const { call, login, fireAtOnce } = raceClient(base);
const phone = companyPeople.race.mobile;
const token = await login(phone);

const list = await call<CompanyAppointment[]>(
  `/api/company/appointments?hospid=${OPEN_HOSP_ID}&limit=50`,
  {
    token,
  },
);
const open = list.body.data.filter((a) => a.appointStatus === 0).slice(0, requests);
if (open.length < requests) throw new Error(`only ${open.length} unbooked race appointments left`);

const schedule = await call<ScheduleDay[]>('/api/company/GetSchedules', {
  method: 'POST',
  token,
  body: JSON.stringify({ apptId: open[0]!.id }),
});
const target = fewestSeatsLeft(schedule.body.data, timeRangeSelectable);
if (!target) throw new Error('no open slot in the race batch');

console.log(
  `batch ${RACE_BATCH_ID} slot ${target.day} ${target.range.timeRangeName}: ${target.left} seats left; ${requests} concurrent saves`,
);
const race = await fireAtOnce(
  '/api/company/SaveCompanyAppointment',
  token,
  open.map((a) => ({
    id: a.id,
    groupId: a.groupId,
    addCombos: [],
    appointDate: target.day,
    appointTimeRangeId: target.range.id,
  })),
);
judgeRace(race, target.left, {
  as: 'for stock',
  is: (r) => r.status === 409 && r.body.msg === COMPANY_MSG.stockInsufficient,
});
