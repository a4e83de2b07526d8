// Company booking and team requests: the rules the pages and the server both apply.
import type { CompanyCombo, ComboCategory, GroupItem, TimeRangeSlot } from '@/contract';
import type { GroupRefusals } from '@/contract/refusals';
import { isValidPhone } from './phone';

/** The group's add-in modes. */
export const ADDIN = { none: 0, points: 1, category: 2, choice: 3 } as const;

export type CompanyStep =
  | '/company/orderDetail'
  | '/company/orderAddItem'
  | '/company/orderAddCombo'
  | '/company/groupSelect';

/** The page after the appointment is stored: 1 points, 2 categories, 3 plan choice, else the date. */
export function nextStepOf(addinMode: number | null | undefined): CompanyStep {
  if (addinMode === ADDIN.points) return '/company/orderAddItem';
  if (addinMode === ADDIN.category) return '/company/orderAddCombo';
  if (addinMode === ADDIN.choice) return '/company/groupSelect';
  return '/company/orderDetail';
}

/** Points the chosen combos cost. */
export function pointsUsed(combos: readonly CompanyCombo[], chosen: readonly number[]): number {
  const set = new Set(chosen);
  return combos.filter((c) => set.has(c.comboId)).reduce((n, c) => n + c.consumePoints, 0);
}

export function pointsLeft(
  budget: number,
  combos: readonly CompanyCombo[],
  chosen: readonly number[],
): number {
  return budget - pointsUsed(combos, chosen);
}

/** Whether adding `comboId` stays within the budget. */
export function fitsBudget(
  budget: number,
  combos: readonly CompanyCombo[],
  chosen: readonly number[],
  comboId: number,
): boolean {
  const combo = combos.find((c) => c.comboId === comboId);
  if (!combo) return false;
  return pointsUsed(combos, chosen) + combo.consumePoints <= budget;
}

/** How many of a category's combos are chosen. */
export function chosenIn(category: ComboCategory, chosen: readonly number[]): number {
  const set = new Set(chosen);
  return category.details.filter((c) => set.has(c.comboId)).length;
}

/** Whether one more combo of the category may be chosen. */
export function categoryHasRoom(category: ComboCategory, chosen: readonly number[]): boolean {
  return chosenIn(category, chosen) < category.allowComboCount;
}

/** The first category not yet filled to its count, or undefined when all are. */
export function unfilledCategory(
  categories: readonly ComboCategory[],
  chosen: readonly number[],
): ComboCategory | undefined {
  return categories.find((c) => chosenIn(c, chosen) < c.allowComboCount);
}

/** A time range can be chosen when orderable and it has seats left. */
export function timeRangeSelectable(slot: TimeRangeSlot): boolean {
  return slot.orderable && slot.limitNum > 0 && slot.limitNum > slot.orderNum;
}

/** The extra form's labels, from the batch's JSON config; [] when none or unreadable. */
export function extFormLabels(config: string | null | undefined): string[] {
  if (!config) return [];
  try {
    const parsed: unknown = JSON.parse(config);
    const data = (parsed as { data?: unknown }).data;
    if (!Array.isArray(data)) return [];
    return data
      .map((f: unknown) => (f as { label?: unknown }).label)
      .filter((l): l is string => typeof l === 'string' && l.trim() !== '');
  } catch {
    return [];
  }
}

/** The answers as an object of label -> text; {} when none or unreadable. */
export function extFormAnswers(value: string | null | undefined): Record<string, string> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Whether every configured field has an answer. */
export function extFormComplete(
  config: string | null | undefined,
  value: string | null | undefined,
) {
  const answers = extFormAnswers(value);
  return extFormLabels(config).every((label) => (answers[label] ?? '').trim() !== '');
}

/** The longest answer to one extra form field, in characters: the form's input takes no more. */
export const EXT_FIELD_MAX = 50;

/** Keys of the server namespace's `company` group: what a save's extra form is refused with. */
export type ExtFormRefusal = GroupRefusals<
  'company',
  'extFormUnknown' | 'extFormTooLong' | 'extFormRequired'
>;

const refused = (refusal: ExtFormRefusal) => ({ ok: false as const, refusal });

const isAnswerObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function parsedAnswers(value: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return isAnswerObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The extra form's answers as they may be stored, or why not: the spec's config lists
 * fields by label only (no type, no choices), so each answer is a text to one of the
 * batch's own labels, at most EXT_FIELD_MAX characters, and every field is filled (the
 * spec's rule before the date). An answer to a field the batch never asked is refused
 * rather than dropped: it was typed by no form of this batch. Answers are kept trimmed;
 * null when the batch has no form and none was sent.
 */
export function checkExtForm(
  config: string | null | undefined,
  value: string | null | undefined,
): { ok: true; answers: Record<string, string> | null } | { ok: false; refusal: ExtFormRefusal } {
  const labels = extFormLabels(config);
  if (!value) return labels.length === 0 ? { ok: true, answers: null } : refused('extFormRequired');
  const given = parsedAnswers(value);
  if (!given) return refused('extFormUnknown');
  const answers: Record<string, string> = {};
  for (const [label, answer] of Object.entries(given)) {
    if (!labels.includes(label) || typeof answer !== 'string') return refused('extFormUnknown');
    answers[label] = answer.trim();
  }
  if (Object.values(answers).some((a) => [...a].length > EXT_FIELD_MAX))
    return refused('extFormTooLong');
  if (labels.some((label) => !answers[label])) return refused('extFormRequired');
  return { ok: true, answers };
}

/**
 * The answers the save sends: those to the batch's own fields. An answer kept from an
 * earlier booking under a label the batch no longer asks is left out, so the server's
 * check (checkExtForm) does not refuse a patient for a field they cannot see.
 */
export function extFormValueOf(
  config: string | null | undefined,
  value: string | null | undefined,
): string | null {
  const labels = extFormLabels(config);
  if (labels.length === 0) return null;
  const answers = extFormAnswers(value);
  return JSON.stringify(
    Object.fromEntries(labels.filter((l) => Object.hasOwn(answers, l)).map((l) => [l, answers[l]])),
  );
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The list as shown: exam number descending, those created more than a year ago apart.
 * With `topOnly` (show_top1_company_appointment) only the first of all is listed.
 */
export function arrangeAppointments<T extends { examNo: string; createTime: string }>(
  list: readonly T[],
  now: Date,
  topOnly = false,
): { recent: T[]; older: T[] } {
  const sorted = [...list].sort((a, b) => (a.examNo < b.examNo ? 1 : a.examNo > b.examNo ? -1 : 0));
  const shown = topOnly ? sorted.slice(0, 1) : sorted;
  const cut = now.getTime() - YEAR_MS;
  const isOld = (a: T) => new Date(a.createTime).getTime() < cut;
  return { recent: shown.filter((a) => !isOld(a)), older: shown.filter(isOld) };
}

/** The item sections of a plan, in the order shown: general, lab, imaging, other. */
export const ITEM_SECTIONS = [
  { key: 'general', type: 0 },
  { key: 'lab', type: 2 },
  { key: 'imaging', type: 1 },
  { key: 'other', type: 3 },
] as const;

export function itemSections(items: readonly GroupItem[]) {
  return ITEM_SECTIONS.map((s) => ({
    key: s.key,
    items: items.filter((i) =>
      s.type === 3 ? ![0, 1, 2].includes(i.itemType) : i.itemType === s.type,
    ),
  })).filter((s) => s.items.length > 0);
}

export const TEAM_NAME_MAX = 20;
export const TEAM_REMARK_MAX = 60;
export const TEAM_STATUS = { submitted: 0, accepted: 1, withdrawn: 9 } as const;

/** Keys of the server namespace's `team` group: the form and the server say the same. */
export type TeamRefusal = GroupRefusals<
  'team',
  | 'teamCompanyRequired'
  | 'teamContactRequired'
  | 'teamPhoneRequired'
  | 'teamPhoneInvalid'
  | 'teamCompanyTooLong'
  | 'teamContactTooLong'
  | 'teamRemarkTooLong'
  | 'teamDatePast'
>;

export interface TeamInput {
  companyName?: string | undefined;
  contact?: string | undefined;
  phone?: string | undefined;
  remark?: string | undefined;
  /** The expected exam day (YYYY-MM-DD), when given, and China's today to hold it to. */
  expectedDate?: string | null | undefined;
  today: string;
}

/** The team form's fields that a rule can refuse, in the order the server checks them. */
export const TEAM_FIELDS = ['company', 'contact', 'phone', 'remark', 'date'] as const;
export type TeamField = (typeof TEAM_FIELDS)[number];

/**
 * Everything wrong with a team request, one refusal per field, so the form can mark each
 * field beside it; {} when the request may be sent. Lengths count characters.
 */
export function teamErrors(input: TeamInput): Partial<Record<TeamField, TeamRefusal>> {
  const company = (input.companyName ?? '').trim();
  const contact = (input.contact ?? '').trim();
  const phone = (input.phone ?? '').trim();
  const errors: Partial<Record<TeamField, TeamRefusal>> = {};
  if (!company) errors.company = 'teamCompanyRequired';
  else if ([...company].length > TEAM_NAME_MAX) errors.company = 'teamCompanyTooLong';
  if (!contact) errors.contact = 'teamContactRequired';
  else if ([...contact].length > TEAM_NAME_MAX) errors.contact = 'teamContactTooLong';
  if (!phone) errors.phone = 'teamPhoneRequired';
  else if (!isValidPhone(phone)) errors.phone = 'teamPhoneInvalid';
  if ([...(input.remark ?? '')].length > TEAM_REMARK_MAX) errors.remark = 'teamRemarkTooLong';
  if (input.expectedDate && input.expectedDate < input.today) errors.date = 'teamDatePast';
  return errors;
}

/** The first thing wrong with a team request (the server's one message), or null. */
export function teamRefusal(input: TeamInput): TeamRefusal | null {
  const errors = teamErrors(input);
  const first = TEAM_FIELDS.find((f) => errors[f]);
  return first ? errors[first]! : null;
}
