import type { APIRequestContext, Page } from '@playwright/test';
import type { BookingReminders, LoginUser, ScheduleDay } from '../../src/contract/index.ts';
import { demoUsers, hospitals, OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { PHONE } from './browser.ts';
import { apiData, bearer, expect, H, login, profilesOf, test, toast, zh } from './fixtures.ts';

// Issue 29, reminders before the exam: the order's card shows what will be sent and when,
// the morning one is turned on, and inside WeChat (a stubbed bridge) the patient subscribes
// and the reminder arrives in the simulated WeChat outbox once the job runs.

/** 张三: the demo account bound to the simulated WeChat user, so WeChat can reach him. */
const zhang = demoUsers[0]!;

/**
 * WeChat's side: its native bridge answering every call "ok", as the real weixin-js-sdk
 * talks to it, and the subscribe tag drawn (WeChat gives it the height of its button).
 */
async function stubWeChat(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as Record<string, unknown>).WeixinJSBridge = {
      invoke(name: string, _args: unknown, done?: (r: object) => void) {
        done?.({ err_msg: `${name}:ok` });
      },
      on() {},
    };
    customElements.define(
      'wx-open-subscribe',
      class extends HTMLElement {
        connectedCallback() {
          this.style.minHeight = '44px';
        }
      },
    );
  });
}

/**
 * Books package 4 (its notice asks for fasting) for 张三 himself, paid on site, on the
 * latest open day he has free: the order's id, number, day and time.
 */
async function bookLate(request: APIRequestContext, user: LoginUser) {
  const headers = bearer(user);
  const self = (await profilesOf(request, user)).find((p) => p.relation === 'self')!;
  const days = await apiData<ScheduleDay[]>(
    request.get(`/api/personalOrder/GetSchedules?${H}`, { headers }),
  );
  const draft = await apiData<{ id: number; orderNo: string }>(
    request.post('/api/PersonalOrder/CreateUserOrder', {
      headers,
      data: { hospId: OPEN_HOSP_ID, packageId: 4, profileId: self.id },
    }),
  );
  for (const day of days.filter((d) => d.orderable).reverse()) {
    const range = day.timeRanges.find((r) => r.orderable);
    if (!range) continue;
    const saved = await request.post('/api/PersonalOrder/SaveUserOrder', {
      headers,
      data: {
        orderNo: draft.orderNo,
        appointDate: day.dayValue,
        timeRangeId: range.id,
        payment: 0,
        extraData: { company_name: '个人', payment_option: '银行卡' },
      },
    });
    if (saved.ok()) return { ...draft, day: day.dayValue, time: range.timeRangeName };
  }
  throw new Error('no open day left for 张三');
}

test.describe('inside WeChat', () => {
  test.use({ userAgent: `${PHONE.userAgent} MicroMessenger/8.0.50(0x18003233) NetType/WIFI` });

  test('the card, the morning reminder on, a WeChat subscription and its message', async ({
    page,
  }) => {
    const user = await login(page, zhang, { via: 'api' });
    const order = await bookLate(page.request, user);
    try {
      const reminders = () =>
        apiData<BookingReminders>(
          page.request.get(`/api/reminders/booking?booking=personal&id=${order.id}`, {
            headers: bearer(user),
          }),
        );
      const { wechat, reminders: planned } = await reminders();
      await stubWeChat(page);
      await page.goto(`/#/orderinfo?${H}&orderNo=${order.orderNo}`);

      const card = page.getByTestId('reminder-card');
      await expect(card).toContainText(zh('reminders:title'));
      const eve = card.getByTestId('reminder-eve');
      const morning = card.getByTestId('reminder-morning');
      await expect(eve).toHaveAttribute('data-status', 'pending');
      await expect(eve).toHaveAttribute('data-channel', 'sms');
      await expect(eve).toContainText(zh('reminders:statuses.pending'));
      await expect(morning).toHaveAttribute('data-status', 'off');
      // What will be sent: the time, the address, the package's fasting notice.
      const text = card.getByTestId('reminder-text');
      await expect(text).toContainText(`${order.day}）${order.time}`);
      await expect(text).toContainText(hospitals[0]!.address);
      await expect(text).toContainText('空腹');

      const morningSwitch = card.getByRole('switch', { name: zh('reminders:kinds.morning') });
      await expect(morningSwitch).toHaveAttribute('aria-checked', 'false');
      await morningSwitch.click();
      await expect(toast(page, zh('reminders:saved'))).toBeVisible();
      await expect(morning).toHaveAttribute('data-status', 'pending');
      await expect(morningSwitch).toHaveAttribute('aria-checked', 'true');

      // WeChat's subscribe tag for the centre's template; the patient accepts in WeChat's
      // dialog, which reports it on the tag.
      const tag = card.getByTestId('reminder-subscribe');
      await expect(tag).toHaveAttribute('template', wechat!.templateId);
      const details = JSON.stringify({
        [wechat!.templateId]: JSON.stringify({ status: 'accept' }),
      });
      await tag.evaluate((el, subscribeDetails) => {
        el.dispatchEvent(new Event('ready'));
        el.dispatchEvent(
          new CustomEvent('success', { detail: { errMsg: 'subscribe:ok', subscribeDetails } }),
        );
      }, details);
      await expect(toast(page, zh('reminders:subscribe.done'))).toBeVisible();
      await expect(eve).toHaveAttribute('data-channel', 'wechat');
      // One subscription carries one message: the morning one goes by SMS.
      await expect(morning).toHaveAttribute('data-channel', 'sms');

      // The job, run at the evening reminder's time for this account only.
      const run = await apiData<{ sent: number }>(
        page.request.post('/api/dev/runReminders', {
          data: { phone: zhang.mobile, at: planned[0]!.dueAt },
        }),
      );
      expect(run.sent).toBeGreaterThanOrEqual(1);
      const outbox = await apiData<Array<{ template_id: string; data: Record<string, string> }>>(
        page.request.get(`/api/dev/wechatOutbox?openId=${zhang.openId}`),
      );
      expect(outbox[0]).toMatchObject({
        template_id: wechat!.templateId,
        data: { time: `${order.day} ${order.time}` },
      });
      await page.reload();
      await expect(page.getByTestId('reminder-eve')).toHaveAttribute('data-status', 'sent');
      await expect(page.getByTestId('reminder-eve')).toContainText(zh('reminders:statuses.sent'));
    } finally {
      // 张三 is shared with other journeys: his booking goes.
      await page.request.post('/api/PersonalOrder/CancelOrder', {
        headers: bearer(user),
        data: { Value: order.orderNo },
      });
    }
  });
});

// Issue 36: the hospital turned `reminder_enable` off after the reminders were planned. The
// server then answers them as paused (proven by the server tests, remindersPaused.test.ts);
// here the booking's answer is marked so on its way to the page, and the patient reads
// that nothing is sent for now and turns the evening one off, on the real server.
test('reminders the hospital paused: said so, and the patient turns them off', async ({
  page,
  account,
}) => {
  // An account of its own: no other journey's bookings for a demo person touch its reminders.
  const user = await login(page, account, { via: 'api' });
  const order = await bookLate(page.request, user);
  try {
    await page.route('**/api/reminders/booking?**', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: BookingReminders };
      await route.fulfill({
        response: answer,
        json: { ...body, data: { ...body.data, paused: true } },
      });
    });
    await page.goto(`/#/orderinfo?${H}&orderNo=${order.orderNo}`);
    const card = page.getByTestId('reminder-card');
    await expect(card).toHaveAttribute('data-paused', 'true');
    await expect(card.getByTestId('reminder-paused')).toHaveText(zh('reminders:paused'));
    const eve = card.getByTestId('reminder-eve');
    await expect(eve).toContainText(zh('reminders:statuses.held'));
    // Off, the morning one cannot be turned on while the hospital sends nothing.
    await expect(card.getByRole('switch', { name: zh('reminders:kinds.morning') })).toBeDisabled();

    const eveSwitch = card.getByRole('switch', { name: zh('reminders:kinds.eve') });
    await expect(eveSwitch).toHaveAttribute('aria-checked', 'true');
    await eveSwitch.click();
    await expect(toast(page, zh('reminders:saved'))).toBeVisible();
    await expect(eve).toHaveAttribute('data-status', 'off');
    await expect(eveSwitch).toBeDisabled();
    const stored = await apiData<BookingReminders>(
      page.request.get(`/api/reminders/booking?booking=personal&id=${order.id}`, {
        headers: bearer(user),
      }),
    );
    expect(stored.reminders.map((r) => r.status)).toEqual(['off', 'off']);
  } finally {
    await page.request.post('/api/PersonalOrder/CancelOrder', {
      headers: bearer(user),
      data: { Value: order.orderNo },
    });
  }
});
