import type { PersonalOrder } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { bookedItems, packageName } from '../catalog/index.ts';
import { orderPerson } from '../profiles/index.ts';
import { timeRange } from '../schedule/index.ts';
import type { OrderRow } from './repository.ts';

function ageOn(birth: string, today = new Date()) {
  const b = new Date(`${birth}T00:00:00Z`);
  let age = today.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < b.getUTCMonth() ||
    (today.getUTCMonth() === b.getUTCMonth() && today.getUTCDate() < b.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** A timestamp as the contract sends it, whatever the driver hands back. */
const stamp = (t: string | Date | null) => (t instanceof Date ? t.toISOString() : t);

export type OrderView = (q: Queryable, row: OrderRow) => Promise<PersonalOrder>;

/** The contract's order, with person, package, time range and item details. */
export function orderView({ fields, vault }: Pick<Deps, 'fields' | 'vault'>): OrderView {
  return async (q, row) => {
    const person = await orderPerson(q, row.profile_id);
    const pkgName = await packageName(q, row.package_id);
    const range = row.appoint_time_range_id
      ? await timeRange(q, row.appoint_time_range_id)
      : undefined;
    const details = await bookedItems(q, row.package_id, row.add_item_ids, row.add_combo_ids);
    if (!person || pkgName === undefined)
      throw new Error(`order ${row.order_no} lost its person or package`);
    return {
      id: row.id,
      orderNo: row.order_no,
      appointStatus: row.appoint_status,
      hospId: row.hosp_id,
      name: person.name,
      sex: person.sex,
      age: ageOn(person.birth),
      idcard: fields.encrypt(vault.open(person.idcard_enc)),
      mobile: fields.encrypt(vault.open(person.mobile_enc)),
      marital: person.marital,
      packageId: row.package_id,
      packageName: pkgName,
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
      details,
      examNo: row.exam_no,
      examUserCode: row.exam_no,
      tradeNo: row.trade_no,
      tradeStatus: row.trade_status,
      tradeRequestTime: stamp(row.trade_request_time),
      tradeResponseTime: stamp(row.trade_response_time),
      tradeUrl: null,
    };
  };
}
