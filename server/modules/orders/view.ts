import type { PersonalOrder } from '../../../src/contract/index.ts';
import { chinaToday } from '../../../src/rules/schedule.ts';
import { ageOn } from '../../../src/rules/summary.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { bookedItemsOf } from '../catalog/index.ts';
import { rangesByIds } from '../schedule/index.ts';
import { orderDisplays, type OrderRow } from './repository.ts';

/** A timestamp as the contract sends it, whatever the driver hands back. */
const stamp = (t: string | Date | null) => (t instanceof Date ? t.toISOString() : t);

/**
 * The contract's orders, with person, package, time range and item details: the same few
 * queries however many orders (a page of the list, or the one order a call answers with).
 */
export async function ordersView(
  q: Queryable,
  { fields, vault }: Pick<Deps, 'fields' | 'vault'>,
  rows: readonly OrderRow[],
): Promise<PersonalOrder[]> {
  if (rows.length === 0) return [];
  const displays = new Map(
    (
      await orderDisplays(
        q,
        rows.map((r) => r.id),
      )
    ).map((d) => [d.id, d]),
  );
  const ranges = await rangesByIds(
    q,
    rows.map((r) => r.appoint_time_range_id),
  );
  const details = await bookedItemsOf(
    q,
    rows.map((r) => ({
      packageId: r.package_id,
      addItems: r.add_item_ids,
      addCombos: r.add_combo_ids,
    })),
  );
  return rows.map((row, n) => {
    const shown = displays.get(row.id);
    if (!shown) throw new Error(`order ${row.order_no} lost its person or package`);
    const range =
      row.appoint_time_range_id === null ? undefined : ranges.get(row.appoint_time_range_id);
    return {
      id: row.id,
      orderNo: row.order_no,
      appointStatus: row.appoint_status,
      hospId: row.hosp_id,
      name: shown.name,
      sex: shown.sex,
      // A profile made through the form always has a birth date; 0 for one that has not.
      age: ageOn(shown.birth, chinaToday()) ?? 0,
      idcard: fields.encrypt(vault.open(shown.idcard_enc)),
      mobile: fields.encrypt(vault.open(shown.mobile_enc)),
      marital: shown.marital,
      packageId: row.package_id,
      packageName: shown.package_name,
      payment: row.payment,
      payStatus: row.pay_status,
      totalPrice: row.total_price,
      orderSource: 'h5',
      userAccountId: row.account_id,
      userProfileId: row.profile_id,
      userSurveyId: row.user_survey_id,
      appointDate: row.appoint_date,
      appointPeriod: range?.period ?? null,
      appointTimeRangeId: row.appoint_time_range_id,
      appointTimeRangeName: range?.name ?? null,
      extraData: row.extra_data,
      details: details[n] ?? [],
      examNo: row.exam_no,
      examUserCode: row.exam_no,
      tradeNo: row.trade_no,
      tradeStatus: row.trade_status,
      tradeRequestTime: stamp(row.trade_request_time),
      tradeResponseTime: stamp(row.trade_response_time),
      tradeUrl: null,
    };
  });
}

/** One order as the contract sends it: the view of a list of one. */
export async function orderView(
  q: Queryable,
  deps: Pick<Deps, 'fields' | 'vault'>,
  row: OrderRow,
): Promise<PersonalOrder> {
  const [order] = await ordersView(q, deps, [row]);
  return order!;
}
