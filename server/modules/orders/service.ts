import type {
  ChangeOrderDateInput,
  CreateOrderInput,
  PersonalOrder,
  SaveOrderInput,
} from '../../../src/contract/index.ts';
import { bookingRefusal, bookingRules, sexMismatch } from '../../../src/rules/bookingForm.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { accountPage, type Page, type PageWindow } from '../../plugins/paged.ts';
import { bookablePackage } from '../catalog/index.ts';
import { hospConfigs } from '../hosp/index.ts';
import { isPaymentMethodOf, payerFor, type PayerClient } from '../payments/index.ts';
import { activeProfileSex } from '../profiles/index.ts';
import { syncReminders } from '../reminders/index.ts';
import { assertInWindow, releaseSeat, takeSeat, type SeatAnswer } from '../schedule/index.ts';
import { examNoOf, newOrderNo } from './orderNumbers.ts';
import { orderTotal } from './pricing.ts';
import * as orders from './repository.ts';
import type { OrderRow } from './repository.ts';
import { isPaid, openTrade, recordTrade } from './trades.ts';
import { orderView, ordersView } from './view.ts';

/** Open drafts an account keeps; a new one past this removes the oldest. */
export const OPEN_DRAFTS_KEPT = 50;

async function found(row: Promise<OrderRow | undefined>): Promise<OrderRow> {
  const order = await row;
  if (!order) throw new ApiError(404, MSG.orderNotFound);
  return order;
}

/**
 * A seat not taken, in the patient's words: a closed day or range is the patient's choice
 * to change (400), a full one lost a race with other patients (409).
 */
function refuseUnlessTaken(answer: SeatAnswer): void {
  if (answer === 'dayClosed') throw new ApiError(400, MSG.dayClosed);
  if (answer === 'rangeClosed') throw new ApiError(400, MSG.rangeClosed);
  if (answer === 'full') throw new ApiError(409, MSG.slotFull);
}

/** One active booking per person and day: a second one (a form sent twice) is refused. */
async function refuseSecondBooking(q: Queryable, order: OrderRow, day: string) {
  if (await orders.personBookedOn(q, order.profile_id, day, order.id))
    throw new ApiError(409, MSG.duplicateBooking);
}

/**
 * A trade the provider did not open, in the patient's words: the gateway's own refusal where
 * it gave one (a payer WeChat Pay has no cashier for), else 502 支付平台暂时无法下单.
 */
const tradeRefusal = (err: unknown) =>
  err instanceof ApiError ? err : new ApiError(502, MSG.tradeUnavailable);

/** Frees the seat a booking holds, if it holds one. */
async function freeSeat(q: Queryable, order: OrderRow) {
  if (order.appoint_date && order.appoint_time_range_id)
    await releaseSeat(q, order.hosp_id, order.appoint_date, order.appoint_time_range_id);
}

/** Frees the seat of a booking whose payment could not be opened, and makes it a draft again. */
const undoBooking = (db: Deps['db'], accountId: number, orderId: number) =>
  db.tx(async (q) => {
    const order = await orders.lockOwnById(q, accountId, orderId);
    if (!order || order.appoint_status !== 1 || order.trade_no) return;
    await freeSeat(q, order);
    await orders.markDraftAgain(q, order.id);
    await syncReminders(q, { kind: 'personal', id: order.id }, accountId);
  });

// A person's bookings: drafts, bookings, their payment and their changes.

/** A page of the caller's orders: four queries whatever the history. */
export async function listOrders(
  deps: Deps,
  accountId: number,
  hospId: number,
  window: PageWindow,
): Promise<Page<PersonalOrder>> {
  const { db } = deps;
  const page = await accountPage(db, orders.bookings, accountId, hospId, window);
  return { total: page.total, rows: await ordersView(db, deps, page.rows) };
}

export async function orderOf(
  deps: Deps,
  accountId: number,
  hospId: number,
  orderNo: string,
): Promise<PersonalOrder> {
  const { db } = deps;
  return orderView(db, deps, await found(orders.ownOrder(db, accountId, hospId, orderNo)));
}

export function createDraft(
  deps: Deps,
  accountId: number,
  input: CreateOrderInput,
): Promise<PersonalOrder> {
  const { db } = deps;
  const { hospId, packageId, profileId, addItems = [], addCombos = [] } = input;
  return db.tx(async (q) => {
    const pkg = await bookablePackage(q, packageId, hospId);
    const sex = await activeProfileSex(q, profileId, accountId);
    if (sex === undefined) throw new ApiError(404, MSG.profileNotFound);
    if (sexMismatch(pkg.sex_limit, sex)) throw new ApiError(400, MSG.sexMismatch);
    const total = await orderTotal(q, pkg.sale_price, {
      hospId,
      packageId,
      sex,
      addItems,
      addCombos,
    });
    await orders.trimDrafts(q, accountId, OPEN_DRAFTS_KEPT - 1);
    const row = await orders.insertDraft(q, {
      orderNo: newOrderNo(),
      hospId,
      accountId,
      profileId,
      packageId,
      total,
      addItems,
      addCombos,
      userSurveyId: input.userSurveyId ?? null,
    });
    return orderView(q, deps, row);
  });
}

export async function bookOrder(
  deps: Deps,
  accountId: number,
  input: SaveOrderInput,
  client: PayerClient,
): Promise<PersonalOrder> {
  const { db, payments } = deps;
  const { appointDate, timeRangeId, payment, extraData = {} } = input;
  assertInWindow(appointDate);
  const booked = await db.tx(async (q) => {
    const current = await found(orders.lockOwnByNo(q, accountId, input.orderNo));
    if (current.appoint_status !== 0) throw new ApiError(409, MSG.orderNotDraft);
    if (payment !== 0 && !(await isPaymentMethodOf(q, payment, current.hosp_id)))
      throw new ApiError(400, MSG.paymentInvalid);
    const rules = bookingRules(await hospConfigs(q, current.hosp_id));
    const refusal = bookingRefusal({ appointDate, timeRangeId, payment, extraData }, rules);
    if (refusal) throw new ApiError(400, MSG[refusal]);
    await refuseSecondBooking(q, current, appointDate);
    refuseUnlessTaken(await takeSeat(q, current.hosp_id, appointDate, timeRangeId));
    const row = await orders.markBooked(q, current.id, {
      appointDate,
      timeRangeId,
      payment,
      extraData,
      examNo: examNoOf(current.order_no),
    });
    await syncReminders(q, { kind: 'personal', id: row.id }, accountId);
    return row;
  });
  if (payment === 0) return orderView(db, deps, booked);
  // The provider is asked outside the transaction: a network call must not hold the
  // order's lock (nor, on the embedded database, the only connection).
  const trade = await openTrade(db, payments, {
    id: booked.id,
    orderNo: booked.order_no,
    hospId: booked.hosp_id,
    payer: await payerFor(db, accountId, client),
  }).catch(async (err: unknown) => {
    await undoBooking(db, accountId, booked.id);
    throw tradeRefusal(err);
  });
  const paying = (await orders.orderById(db, booked.id)) ?? booked;
  return { ...(await orderView(db, deps, paying)), ...trade };
}

/** Cancels a booking; answers false when its payer paid before the cancel arrived. */
export async function cancelBooking(
  deps: Deps,
  accountId: number,
  orderNo: string,
): Promise<boolean> {
  const { db, payments } = deps;
  // An unpaid online booking: its waiting trade is closed first, outside the transaction,
  // so the cashier can no longer take money for a cancelled booking.
  const before = await found(orders.ownByNo(db, accountId, orderNo));
  const trade =
    before.appoint_status === 1 && before.trade_no && before.trade_status === 'WAIT_BUYER_PAY'
      ? await payments.closeTrade({ orderNo: before.order_no, tradeNo: before.trade_no })
      : null;
  return db.tx(async (q) => {
    const current = await found(orders.lockOwnByNo(q, accountId, orderNo));
    if (current.appoint_status !== 1) throw new ApiError(409, MSG.onlyBooked);
    if (trade) await recordTrade(q, current.id, trade);
    // One the payer settled first stands.
    if (trade && isPaid(trade)) return false;
    if (current.payment > 0 && current.pay_status === 1) throw new ApiError(409, MSG.paidNoCancel);
    await freeSeat(q, current);
    await orders.markCancelled(q, current.id);
    await syncReminders(q, { kind: 'personal', id: current.id }, accountId);
    return true;
  });
}

export function rescheduleOrder(
  deps: Deps,
  accountId: number,
  input: ChangeOrderDateInput,
): Promise<PersonalOrder> {
  const { db } = deps;
  const { orderDate, timeRangeId } = input;
  assertInWindow(orderDate);
  return db.tx(async (q) => {
    const current = await found(orders.lockOwnByNo(q, accountId, input.orderNo));
    if (current.appoint_status !== 1) throw new ApiError(409, MSG.onlyBooked);
    await refuseSecondBooking(q, current, orderDate);
    // The new seat first: if it is gone, the order keeps the one it has.
    refuseUnlessTaken(await takeSeat(q, current.hosp_id, orderDate, timeRangeId));
    await freeSeat(q, current);
    const moved = await orders.moveBooking(q, current.id, orderDate, timeRangeId);
    await syncReminders(q, { kind: 'personal', id: current.id }, accountId);
    return orderView(q, deps, moved);
  });
}

/**
 * A new payment attempt for an unpaid online booking (the payer gave up at the cashier,
 * or came back later). The waiting trade is closed first, so the payer can never pay
 * twice; if the payer had paid it after all, that is recorded and no new trade opens.
 */
export async function payBooking(
  deps: Deps,
  accountId: number,
  orderNo: string,
  client: PayerClient,
): Promise<PersonalOrder> {
  const { db, payments } = deps;
  const current = await found(orders.ownByNo(db, accountId, orderNo));
  if (current.appoint_status !== 1 || current.payment === 0)
    throw new ApiError(409, MSG.notPayable);
  if (current.pay_status !== 0) throw new ApiError(409, MSG.alreadyPaid);
  if (current.trade_no && current.trade_status === 'WAIT_BUYER_PAY') {
    const trade = await payments.closeTrade({ orderNo, tradeNo: current.trade_no });
    if (trade) await recordTrade(db, current.id, trade);
    if (trade && isPaid(trade)) throw new ApiError(409, MSG.alreadyPaid);
  }
  const trade = await openTrade(db, payments, {
    id: current.id,
    orderNo,
    hospId: current.hosp_id,
    payer: await payerFor(db, accountId, client),
  }).catch((err: unknown) => {
    throw tradeRefusal(err);
  });
  const paying = (await orders.orderById(db, current.id)) ?? current;
  return { ...(await orderView(db, deps, paying)), ...trade };
}

/** Asks the provider where the order's trade stands and records it (idempotently). */
export async function finishPayment(
  deps: Deps,
  accountId: number,
  orderId: number,
): Promise<PersonalOrder> {
  const { db, payments } = deps;
  const current = await found(orders.ownById(db, accountId, orderId));
  if (current.appoint_status === 0) throw new ApiError(409, MSG.orderIsDraft);
  if (!current.trade_no) throw new ApiError(409, MSG.noTrade);
  const trade = await payments.queryTrade({
    orderNo: current.order_no,
    tradeNo: current.trade_no,
  });
  if (!trade) throw new ApiError(502, MSG.tradeUnknown);
  await recordTrade(db, current.id, trade);
  return orderView(db, deps, (await orders.orderById(db, current.id)) ?? current);
}

/** Housekeeping's hourly clean-up of the drafts never booked: counts of rows gone, per table. */
export const removeExpired = (q: Queryable) => orders.deleteOldDrafts(q);

/**
 * The account's personal bookings still to be examined (status 1): what the user centre's
 * badge asks the patient to attend to. Drafts were never booked; examined and cancelled
 * ones need nothing more. With `hospId`, only that branch's, as its order list shows them.
 */
export const openOrderCount = (q: Queryable, accountId: number, hospId?: number) =>
  orders.openOrderCount(q, accountId, hospId);
