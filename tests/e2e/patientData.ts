// What the cases of everyRoute.ts open: the demo people, and the records their pages show
// (张三's exams, a fresh booker's order, 王芳's sheet, the company employees' appointments,
// a visit of the day's queue), read or made through the API.
import type { APIRequestContext } from '@playwright/test';
import type {
  CompanyAppointment,
  LoginUser,
  PaymentMethod,
  ReportListEntry,
  ScheduleDay,
  UserSurveyEntry,
} from '../../src/contract/index.ts';
import { isPublished } from '../../src/rules/reports.ts';
import { demoUsers, OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { companyPeople } from '../../server/seeds/seedCompany.ts';
import { OLD_SHEET_MOBILE } from '../../server/seeds/seedSurveys.ts';
import { apiData, bearer, profilesOf } from './fixtures.ts';

const H = `hospid=${OPEN_HOSP_ID}`;

/** The demo people the cases log in as, by phone. */
export const PEOPLE = {
  zhang: demoUsers[0]!.mobile,
  sheetOwner: OLD_SHEET_MOBILE,
  liSi: demoUsers[1]!.mobile,
  ...companyPeople,
};
const { zhang, sheetOwner, liSi, mode0, mode1, mode2, mode3 } = PEOPLE;

export interface PatientData {
  /** 张三's own profile and his published exams. */
  selfId: number;
  published: ReportListEntry[];
  /** The booker's order. */
  orderNo: string;
  /** 王芳's stored questionnaire. */
  sheetId: number;
  /** Each company employee's appointment still to book, by phone. */
  toBook: Record<string, CompanyAppointment>;
  /** 李四's booked company appointment. */
  booked: CompanyAppointment;
  visit: { examNo: string; authKey: string };
}

async function selfOf(request: APIRequestContext, user: LoginUser): Promise<number> {
  return (await profilesOf(request, user)).find((p) => p.relation === 'self')!.id;
}

/**
 * Books the first open slot of package 1 for the account's own profile, paying online, as
 * the booking form does: its order number, its day and time, and the cashier's address.
 */
export async function bookOrder(request: APIRequestContext, user: LoginUser) {
  const headers = bearer(user);
  const draft = await apiData<{ orderNo: string }>(
    request.post('/api/PersonalOrder/CreateUserOrder', {
      headers,
      data: { hospId: OPEN_HOSP_ID, packageId: 1, profileId: await selfOf(request, user) },
    }),
  );
  const days = await apiData<ScheduleDay[]>(
    request.get(`/api/personalOrder/GetSchedules?${H}`, { headers }),
  );
  const day = days.find((d) => d.orderable && d.timeRanges.some((r) => r.orderable))!;
  const range = day.timeRanges.find((r) => r.orderable)!;
  const [online] = await apiData<PaymentMethod[]>(
    request.get(`/api/personalOrder/GetPayments?hospId=${OPEN_HOSP_ID}`, { headers }),
  );
  const saved = await apiData<{ tradeUrl?: string }>(
    request.post('/api/PersonalOrder/SaveUserOrder', {
      headers,
      data: {
        orderNo: draft.orderNo,
        appointDate: day.dayValue,
        timeRangeId: range.id,
        payment: online!.id,
        extraData: { company_name: '个人', payment_option: '银行卡' },
      },
    }),
  );
  return {
    orderNo: draft.orderNo,
    time: `${day.dayValue} ${range.timeRangeName}`,
    tradeUrl: saved.tradeUrl ?? '',
  };
}

/** What the cases' URLs need: 张三's self and exams, the booker's order, 王芳's sheet, a
 * visit of the day's queue. */
export async function patientData(
  request: APIRequestContext,
  login: (phone: string) => Promise<LoginUser>,
  booker: LoginUser,
): Promise<PatientData> {
  const zhangUser = await login(zhang);
  const selfId = await selfOf(request, zhangUser);
  const exams = await apiData<ReportListEntry[]>(
    request.get(`/api/report/ExamRecords?profileId=${selfId}&${H}`, {
      headers: bearer(zhangUser),
    }),
  );
  const [sheet] = await apiData<UserSurveyEntry[]>(
    request.get(`/api/survey/UserSurveys?${H}`, { headers: bearer(await login(sheetOwner)) }),
  );
  const visit = await apiData<{ examNo: string; authKey: string }>(
    request.post('/api/dev/queue/visit', { data: { minutesAgo: 0 } }),
  );
  const appointments = async (phone: string) =>
    apiData<CompanyAppointment[]>(
      request.get(`/api/company/appointments?${H}&limit=50`, {
        headers: bearer(await login(phone)),
      }),
    );
  const toBook: Record<string, CompanyAppointment> = {};
  for (const { mobile } of [mode0, mode1, mode2, mode3]) {
    toBook[mobile] = (await appointments(mobile)).find((a) => a.appointStatus === 0)!;
  }
  return {
    selfId,
    published: exams.filter(isPublished),
    orderNo: (await bookOrder(request, booker)).orderNo,
    sheetId: sheet!.id,
    toBook,
    booked: (await appointments(liSi)).find((a) => a.appointStatus === 1)!,
    visit,
  };
}
