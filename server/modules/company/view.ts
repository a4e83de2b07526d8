import type {
  ComboCategory,
  CompanyAppointment,
  CompanyCombo,
  CompanyGroup,
  GroupItem,
} from '../../../src/contract/index.ts';
import { maskIdCard, maskPhone } from '../../../src/rules/masks.ts';
import type { Queryable } from '../../db/db.ts';
import type { DataVault } from '../../plugins/crypto/secrets.ts';
import { hospitalsByIds } from '../hosp/index.ts';
import { rangesByIds } from '../schedule/index.ts';
import * as repo from './repository.ts';
import type { AppointmentRow, CategoryRow, ComboRow, GroupRow, ItemRow } from './repository.ts';

export const comboOf = (r: ComboRow, selected = false): CompanyCombo => ({
  comboId: r.id,
  comboName: r.combo_name,
  comboMeanning: r.combo_meanning,
  comboImportantTips: r.combo_important_tips,
  consumePoints: r.consume_points,
  price: Number(r.price),
  selected,
});

const itemOf = (r: ItemRow): GroupItem => ({
  itemType: r.item_type,
  itemName: r.item_name,
  itemMeanning: r.item_meanning,
});

const json = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);

/** The appointments as the app shows them, with their plan's items and chosen add-ons. */
export async function appointmentsView(
  q: Queryable,
  vault: DataVault,
  rows: AppointmentRow[],
): Promise<CompanyAppointment[]> {
  const groupIds = [...new Set(rows.map((r) => r.chosen_group_id ?? r.group_id))];
  const allGroupIds = [...new Set([...groupIds, ...rows.map((r) => r.group_id)])];
  const groups = new Map((await repo.groupsById(q, allGroupIds)).map((g) => [g.id, g]));
  const items = await repo.groupItems(q, groupIds);
  const combos = new Map(
    (await repo.combosById(q, [...new Set(rows.flatMap((r) => r.add_combo_ids))])).map((c) => [
      c.id,
      c,
    ]),
  );
  const ranges = await rangesByIds(
    q,
    rows.map((r) => r.appoint_time_range_id),
  );
  const hospitals = await hospitalsByIds(
    q,
    rows.map((r) => r.hosp_id),
  );
  return rows.map((r) => {
    const range =
      r.appoint_time_range_id === null ? undefined : ranges.get(r.appoint_time_range_id);
    const hospital = hospitals.get(r.hosp_id);
    const shownGroup = r.chosen_group_id ?? r.group_id;
    return {
      id: r.id,
      examNo: r.exam_no,
      createTime: new Date(r.created_at).toISOString(),
      profileId: r.profile_id,
      name: r.name,
      mobile: maskPhone(vault.open(r.mobile_enc)),
      idcard: maskIdCard(vault.open(r.idcard_enc)),
      companyName: r.company_name,
      companyBatchName: r.batch_name,
      batchNoticeContent: r.notice_content,
      groupId: shownGroup,
      groupName: groups.get(shownGroup)?.name ?? '',
      // The mode of the appointment's own group: 3 stays 3 after the employee chose a plan.
      addinMode: groups.get(r.group_id)?.addin_mode ?? null,
      groupItems: items.filter((i) => i.group_id === shownGroup).map(itemOf),
      addCombos: r.add_combo_ids
        .map((id) => combos.get(id))
        .filter((c): c is ComboRow => c !== undefined)
        .map((c) => comboOf(c, true)),
      appointStatus: r.appoint_status,
      appointDate: r.appoint_date,
      appointTimeRangeName: range?.name ?? null,
      appointTimeRangeId: r.appoint_time_range_id,
      extFormConfig: json(r.ext_form_config),
      extFormValue: json(r.ext_form_value),
      hospName: hospital?.name ?? '',
      hospAddress: hospital?.address ?? '',
    };
  });
}

export async function groupView(q: Queryable, g: GroupRow): Promise<CompanyGroup> {
  return {
    id: g.id,
    name: g.name,
    remark: g.remark,
    items: (await repo.groupItems(q, [g.id])).map(itemOf),
    points: g.points,
    combos: (await repo.groupCombos(q, g.id)).map((c) => comboOf(c)),
    addinMode: g.addin_mode,
  };
}

export function categoryView(c: CategoryRow, combos: ComboRow[]): ComboCategory {
  const details = combos.filter((x) => x.category_id === c.id).map((x) => comboOf(x));
  return {
    id: c.id,
    categoryName: c.category_name,
    allowComboCount: c.allow_combo_count,
    totalCount: details.length,
    noticeText: c.notice_text,
    details,
  };
}
