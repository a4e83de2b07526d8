// Steps the report journeys share: the demo patient's exams, a report tab, a canvas's ink.
import type { Locator, Page } from '@playwright/test';
import type { ExamReport, LoginUser, Profile, ReportListEntry } from '../../src/contract/index.ts';
import { isPublished } from '../../src/rules/reports.ts';
import { readingOf, type Side } from '../../src/rules/abnormal.ts';
import { demoUsers } from '../../server/seeds/seedData.ts';
import { apiData, H, login, zh } from './fixtures.ts';

export const z = (key: string) => zh(`reportDetail:${key}`);
export const demo = demoUsers[0]!;

export interface Exams {
  user: LoginUser;
  exams: ReportListEntry[];
  published: ReportListEntry[];
}

/** Logs the demo patient in and reads their exams as the report centre would. */
export async function demoExams(page: Page): Promise<Exams> {
  const user = await login(page, demo, { via: 'api' });
  const headers = { authorization: `Bearer ${user.token}` };
  const [self] = await apiData<Profile[]>(page.request.get('/api/user/getprofile', { headers }));
  const exams = await apiData<ReportListEntry[]>(
    page.request.get(`/api/report/ExamRecords?profileId=${self!.id}&${H}`, { headers }),
  );
  return { user, exams, published: exams.filter(isPublished) };
}

export function reportOf(page: Page, user: LoginUser, tjbh: string) {
  return apiData<ExamReport>(
    page.request.get(`/api/report/query?tjbh=${tjbh}`, {
      headers: { authorization: `Bearer ${user.token}` },
    }),
  );
}

export const tab = (page: Page, name: string) =>
  page.getByRole('tablist').getByText(z(`tabs.${name}`), { exact: true });

/** How many pixels of a canvas are drawn (not blank, not white), and how many are red. */
export const inked = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const { data } = el.getContext('2d')!.getImageData(0, 0, el.width, el.height);
    let drawn = 0;
    let red = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      if (a > 0 && (r < 230 || g < 230 || b < 230)) drawn++;
      if (a > 0 && r > 200 && g < 110 && b < 110) red++;
    }
    return { drawn, red };
  });

/** What a value's reading chip says: its sign and word (↑偏高, ↓偏低, *异常), or 正常. */
export function readingText(side: Side | null, printed: string) {
  const { reading, sign } = readingOf(side, printed);
  return `${sign}${z(`sides.${reading}`)}`;
}
