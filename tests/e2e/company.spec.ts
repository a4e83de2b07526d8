import type { Profile, UserState } from '../../src/contract/index.ts';
import {
  BATCH_WINDOW_FROM_DAYS,
  BATCH_WINDOW_TO_DAYS,
  companyPeople,
} from '../../server/seeds/seedCompany.ts';
import { demoUsers } from '../../server/seeds/seedData.ts';
import { apiData, confirmInDialog, expect, H, login, test, toast, zh } from './fixtures.ts';
import { timeRangeSelectable } from '../../src/rules/company.ts';
import { addDays, chinaToday } from '../../src/rules/schedule.ts';
import {
  appointmentsOf,
  batchDays,
  openList,
  pickFirstSlot,
  readNotice,
  serverSlot,
  startBooking,
  submitAndSucceed,
} from './companySteps.ts';

test('addinMode 0: notice, date and time, success from the server, then a cancel', async ({
  page,
}) => {
  const user = await openList(page, 'mode0');
  const [appt] = await appointmentsOf(page, user.token);
  await expect(page.getByTestId(`company-appt-${appt!.examNo}`)).toContainText(
    zh('company:status.0'),
  );
  await startBooking(page);
  await readNotice(page);
  await expect(page).toHaveURL(/#\/company\/orderDetail/);
  const stored = await page.evaluate(() => localStorage.getItem('companyAppointment'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ id: appt!.id, examNo: appt!.examNo });

  const slot = await pickFirstSlot(page);
  await submitAndSucceed(page, slot);
  await expect(page.getByTestId('cell-examNo')).toContainText(appt!.examNo);
  await expect(page.getByTestId('company-notice')).toBeVisible();

  await page.getByRole('button', { name: zh('company:actions.toList') }).click();
  const card = page.getByTestId(`company-appt-${appt!.examNo}`);
  await expect(card).toContainText(zh('company:status.1'));
  await card.getByRole('button', { name: zh('company:actions.details') }).click();
  await expect(page.getByTestId('cell-time')).toContainText(`${slot.day} ${slot.range}`);
  // The evening before, a reminder by SMS (issue 29), planned with the booking.
  await expect(page.getByTestId('reminder-eve')).toContainText(zh('reminders:kinds.eve'));
  await page.goBack();
  // The confirmation names both answers, as the personal cancel does: 再想想 keeps it.
  await card.getByRole('button', { name: zh('company:actions.cancel') }).click();
  await expect(page.getByRole('dialog')).toContainText(zh('company:cancelConfirm'));
  await confirmInDialog(page, zh('company:cancelKeep'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toContainText(zh('company:status.1'));
  await card.getByRole('button', { name: zh('company:actions.cancel') }).click();
  await confirmInDialog(page, zh('company:actions.cancel'));
  await expect(toast(page, '取消预约成功')).toBeVisible();
  await expect(card).toContainText(zh('company:status.0'));
  expect((await appointmentsOf(page, user.token))[0]!.appointStatus).toBe(0);
});

test('addinMode 1: points against the budget, the unused-points question', async ({ page }) => {
  await openList(page, 'mode1');
  await startBooking(page);
  await readNotice(page);
  await expect(page).toHaveURL(/#\/company\/orderAddItem/);
  const left = page.getByTestId('points-left');
  await expect(left).toHaveText(zh('company:pointsLeft').replace('{{count}}', '300'));
  await page.locator('[data-combo="1"]').click();
  await expect(left).toHaveText(zh('company:pointsLeft').replace('{{count}}', '150'));
  await page.locator('[data-combo="3"]').click();
  await expect(toast(page, zh('company:pointsInsufficient'))).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /胸部低剂量CT/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /肿瘤标志物筛查/ })).toBeChecked();
  await page.locator('[data-combo="2"]').click();
  await expect(left).toHaveText(zh('company:pointsLeft').replace('{{count}}', '50'));
  await page.getByTestId('add-next').click();
  await expect(page.getByRole('dialog')).toContainText(zh('company:pointsUnused'));
  await confirmInDialog(page, zh('company:pointsUnusedBack'));
  await expect(page).toHaveURL(/#\/company\/orderAddItem/);
  await page.getByTestId('add-next').click();
  await confirmInDialog(page, zh('company:pointsUnusedGo'));
  await expect(page).toHaveURL(/#\/company\/orderDetail/);
  const slot = await pickFirstSlot(page);
  await submitAndSucceed(page, slot);
  await expect(page.getByText('肿瘤标志物筛查、甲状腺彩超')).toBeVisible();
});

test('addinMode 2: categories to their counts, the extra form before the date', async ({
  page,
}) => {
  await openList(page, 'mode2');
  await startBooking(page);
  await expect(page).toHaveURL(/#\/company\/orderAddCombo/);
  await expect(page.getByTestId('combo-category')).toHaveCount(2);
  await page.locator('[data-combo="5"]').click();
  await page.locator('[data-combo="6"]').click();
  await expect(toast(page, '影像检查最多选择1项')).toBeVisible();
  await page.locator('[data-combo="8"]').click();
  await page.getByTestId('add-next').click();
  await expect(toast(page, zh('server:company.addOnsUnselected'))).toBeVisible();
  await expect(page).toHaveURL(/#\/company\/orderAddCombo/);
  await page.locator('[data-combo="9"]').click();
  await page.getByTestId('add-next').click();

  await expect(page).toHaveURL(/#\/company\/orderDetail/);
  await expect(page.getByTestId('ext-form-first')).toHaveText('请先填写上面的各表单项');
  await expect(page.getByTestId('schedule')).toHaveCount(0);
  // Submitted too early: each empty field is marked and says why, the first one focused.
  const submit = page.getByRole('button', { name: zh('company:actions.submit') });
  await submit.click();
  const jobNo = page.getByRole('textbox', { name: '工号' });
  const dept = page.getByRole('textbox', { name: '所在部门' });
  await expect(jobNo).toBeFocused();
  await expect(jobNo).toHaveAttribute('aria-invalid', 'true');
  await expect(jobNo).toHaveAccessibleDescription('请填写工号');
  await expect(dept).toHaveAccessibleDescription('请填写所在部门');
  await jobNo.fill('A1024');
  await expect(jobNo).not.toHaveAttribute('aria-invalid');
  await expect(page.getByTestId('schedule')).toHaveCount(0);
  await submit.click();
  await expect(dept).toBeFocused();
  await dept.fill('财务部');
  await expect(page.getByTestId('ext-form-first')).toHaveCount(0);
  // The form done, a submit without a date marks the calendar and brings it into view.
  await submit.click();
  const dates = page.locator('#company-dates');
  await expect(dates).toBeFocused();
  await expect(dates).toBeInViewport();
  await expect(dates).toHaveAccessibleDescription(zh('server:company.dateRequired'));
  const slot = await pickFirstSlot(page);
  await submitAndSucceed(page, slot);
  await expect(page.getByText('甲状腺彩超、糖化血红蛋白、同型半胱氨酸')).toBeVisible();
});

test('addinMode 3: the employee chooses a plan, then a day of the batch beyond 30 days', async ({
  page,
}) => {
  const user = await openList(page, 'mode3');
  await startBooking(page);
  await expect(page).toHaveURL(/#\/company\/groupSelect/);
  const done = page.getByTestId('group-done');
  await expect(done).toBeDisabled();
  await page.getByTestId('group-option').filter({ hasText: '入职全面方案' }).click();
  for (const section of ['一般检查', '检验项目', '影像及辅助检查', '其它项目'])
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  await expect(page.getByTestId('section-imaging')).toContainText('胸部DR');
  await done.click();
  await expect(page).toHaveURL(/#\/company\/orderDetail/);
  await page.getByPlaceholder('请填写工号').fill('B7');
  await page.getByPlaceholder('请填写所在部门').fill('工程部');
  // The autumn batch books days of its own, 40 to 69 days out: the calendar holds those only.
  const today = chinaToday();
  const days = page.locator('[data-testid=schedule-day]');
  await expect(days.first()).toHaveAttribute('data-date', addDays(today, BATCH_WINDOW_FROM_DAYS));
  await expect(days.last()).toHaveAttribute('data-date', addDays(today, BATCH_WINDOW_TO_DAYS));
  const slot = await pickFirstSlot(page);
  expect(slot.day > addDays(today, 30)).toBe(true);
  await submitAndSucceed(page, slot);
  await expect(page.getByTestId('cell-group')).toContainText('入职全面方案');

  // The day beyond the personal window is the one stored, and the detail page shows it.
  const [appt] = await appointmentsOf(page, user.token);
  expect(appt).toMatchObject({ appointStatus: 1, appointDate: slot.day });
  await page.getByRole('button', { name: zh('company:actions.toList') }).click();
  const card = page.getByTestId(`company-appt-${appt!.examNo}`);
  await expect(card).toContainText(zh('company:status.1'));
  await card.getByRole('button', { name: zh('company:actions.details') }).click();
  await expect(page.getByTestId('cell-time')).toContainText(`${slot.day} ${slot.range}`);
});

test('a missing marital status is asked and saved to the profile first', async ({ page }) => {
  const user = await openList(page, 'marital');
  await startBooking(page);
  await expect(page.getByText(zh('company:marital.title'))).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.confirm') }).click();
  await expect(toast(page, zh('server:maritalRequired'))).toBeVisible();
  await page.locator('.rv-radio').filter({ hasText: '已婚' }).click();
  await page.getByRole('button', { name: zh('common:actions.confirm') }).click();
  await readNotice(page);
  await expect(page).toHaveURL(/#\/company\/orderDetail/);
  const profiles = await apiData<Profile[]>(
    page.request.get('/api/user/getprofile', {
      headers: { authorization: `Bearer ${user.token}` },
    }),
  );
  expect(profiles.map((p) => [p.name, p.marital])).toEqual([[companyPeople.marital.name, 1]]);
});

test('the stock is checked again on submit; a refused save alerts, then home', async ({ page }) => {
  const user = await openList(page, 'race');
  const [first, ...others] = await appointmentsOf(page, user.token);
  const fill = async (day: string, rangeId: number) => {
    for (const a of others.splice(0, 3))
      await apiData(
        page.request.post('/api/company/SaveCompanyAppointment', {
          headers: { authorization: `Bearer ${user.token}` },
          data: {
            id: a.id,
            groupId: a.groupId,
            addCombos: [],
            appointDate: day,
            appointTimeRangeId: rangeId,
          },
        }),
      );
  };
  // The window's last open day fills up: it reads 约满 and cannot be chosen; Sundays read 休.
  const last = (await batchDays(page, user.token, first!.id))
    .reverse()
    .find((d) => d.timeRanges.some(timeRangeSelectable))!;
  for (const r of last.timeRanges.filter(timeRangeSelectable)) await fill(last.dayValue, r.id);

  await startBooking(page);
  await expect(page).toHaveURL(/#\/company\/orderDetail/);
  const fullDay = page.locator(`[data-testid=schedule-day][data-date="${last.dayValue}"]`);
  await expect(fullDay.getByTestId('schedule-day-label')).toHaveText('约满');
  await expect(fullDay).toHaveAttribute('aria-disabled', 'true');
  const sunday = page.locator('[data-testid=schedule-day][data-label=rest]').first();
  await expect(sunday.getByTestId('schedule-day-label')).toHaveText('休');
  await expect(sunday).toHaveAttribute('aria-disabled', 'true');

  await pickFirstSlot(page);
  // Other employees take the slot's last seats while this one looks at it.
  const taken = await serverSlot(page, user.token, first!.id);
  await fill(taken.day, taken.rangeId);
  await page.getByRole('button', { name: zh('company:actions.submit') }).click();
  await expect(toast(page, '预约人数可用库存不足，请重新选择')).toBeVisible();
  // The taken slot is dropped, and the calendar says so where the new choice is made.
  await expect(page.getByTestId('chosen-time')).toHaveCount(0);
  await expect(page.getByTestId('company-dates-error')).toHaveText(
    '预约人数可用库存不足，请重新选择',
  );
  await expect(page.locator('#company-dates')).toBeFocused();

  // Seats gone between the check and the save: the server's refusal is alerted, then home.
  await pickFirstSlot(page);
  const next = await serverSlot(page, user.token, first!.id);
  const stale = await page.request.post('/api/company/GetSchedules', {
    data: { apptId: first!.id },
    headers: { authorization: `Bearer ${user.token}` },
  });
  const staleBody = await stale.text();
  await fill(next.day, next.rangeId);
  await page.route('**/api/company/GetSchedules', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: staleBody }),
  );
  await page.getByRole('button', { name: zh('company:actions.submit') }).click();
  await expect(
    page.locator('.rv-dialog').getByText('预约人数可用库存不足，请重新选择'),
  ).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.ok') }).click();
  await expect(page).toHaveURL(new RegExp(`#/\\?${H}$`));
});

test('the date page without a stored appointment goes home', async ({ page }) => {
  await login(page, demoUsers[0]!, { via: 'api' });
  await page.goto(`/#/company/orderDetail?${H}`);
  await expect(page).toHaveURL(new RegExp(`#/\\?${H}$`));
});

test('the list: sorted, older apart; the menu entries and the user centre count', async ({
  page,
}) => {
  const li = await login(page, demoUsers[1]!, { via: 'api' });
  await page.goto(`/#/?${H}`);
  await page.getByTestId('module-team-checkup').click();
  await expect(page).toHaveURL(/#\/company\/orderlist/);
  const list = await appointmentsOf(page, li.token);
  const cards = page.getByTestId('company-list').getByTestId(/^company-appt-/);
  await expect(cards).toHaveCount(4);
  const older = page.getByTestId('company-older').getByTestId(/^company-appt-/);
  await expect(older).toHaveCount(1);
  await expect(older).toContainText(zh('company:status.2'));
  await expect(older.getByRole('button')).toHaveCount(0);
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(ids).toEqual(
    [...list]
      .sort((a, b) => b.examNo.localeCompare(a.examNo))
      .map((a) => `company-appt-${a.examNo}`),
  );

  await page.goto(`/#/userCenter?${H}`);
  const state = await apiData<UserState>(
    page.request.get(`/api/user/getUserState?${H}`, {
      headers: { authorization: `Bearer ${li.token}` },
    }),
  );
  expect(state.companyOrderCount).toBe(4);
  await expect(page.getByTestId('user-counts')).toContainText('4');

  await page.goto(`/#/?${H}`);
  await page.getByTestId('module-companyTeamRegister').click();
  await expect(page).toHaveURL(/#\/company\/teamRegister/);
  await expect(page.getByTestId('team-form')).toBeVisible();

  await page.goto(`/#/?${H}`);
  await page.getByRole('img', { name: zh('home:promos.companyAppointment') }).click();
  await expect(page).toHaveURL(/#\/company\/orderlist/);
  await expect(cards).toHaveCount(4);
});

test('an account without company appointments reads the empty state', async ({ page }) => {
  await login(page, demoUsers[2]!, { via: 'api' });
  await page.goto(`/#/company/orderlist?${H}`);
  await expect(page.getByTestId('company-empty')).toHaveText('未找到单位预约信息');
});

test('a team request: the spec’s messages, sent with its status, then withdrawn', async ({
  page,
  account,
}) => {
  await login(page, account, { via: 'api' });
  await page.goto(`/#/company/teamRegister?${H}`);
  const submit = page.getByRole('button', { name: zh('company:team.submit') });
  const field = (key: string) => page.getByLabel(zh(`company:team.fields.${key}`), { exact: true });
  // An empty submit marks every required field beside it and focuses the first.
  await submit.click();
  await expect(field('company')).toBeFocused();
  for (const [key, why] of [
    ['company', '请填写单位名称'],
    ['contact', '请填写联系人姓名'],
    ['phone', '请填写联系电话'],
  ] as const) {
    await expect(field(key)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(key)).toHaveAccessibleDescription(why);
    await expect(page.getByTestId(`team-${key}-error`)).toHaveText(why);
  }
  await expect(field('remark')).not.toHaveAttribute('aria-invalid');
  await field('company').fill('杭州云帆科技有限公司');
  await expect(field('company')).not.toHaveAttribute('aria-invalid');
  await field('contact').fill('王经理');
  await field('phone').fill('1391234');
  // A wrong phone, lower on the page: the form scrolls to it and says why.
  await page.evaluate(() => window.scrollTo(0, 0));
  await submit.click();
  await expect(field('phone')).toBeFocused();
  await expect(field('phone')).toBeInViewport();
  await expect(field('phone')).toHaveAccessibleDescription('联系电话不正确，请重新输入');
  await expect(toast(page, '联系电话不正确，请重新输入')).toHaveCount(0);
  await field('phone').fill('13912345678');
  await page.getByPlaceholder(zh('company:team.placeholders.count'), { exact: true }).fill('80');
  const remark = page.getByPlaceholder(zh('company:team.placeholders.remark'));
  await remark.fill('备'.repeat(70));
  await expect(remark).toHaveValue('备'.repeat(60));
  await submit.click();
  await expect(toast(page, '团检申请已提交')).toBeVisible();
  await expect(page.getByTestId('team-status')).toContainText(zh('company:team.statuses.0'));
  await expect(page.getByTestId('team-request')).toContainText('139****5678');

  await page.getByTestId('team-withdraw').click();
  await confirmInDialog(page, zh('company:team.keep'));
  await expect(page.getByTestId('team-request')).toBeVisible();
  await page.getByTestId('team-withdraw').click();
  await confirmInDialog(page, zh('company:team.withdraw'));
  await expect(toast(page, '团检申请已撤回')).toBeVisible();
  await expect(page.getByTestId('team-form')).toBeVisible();
});
