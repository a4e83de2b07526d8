// Which page follows a stored company appointment (document 2, section 4, "Company booking
// flow", step 4): both the app's flow and the server's save read a group the same way.
import { ADDIN, nextStepOf, type CompanyStep } from './company';

/**
 * Words a group's name uses when its plan is the employee's own choice: "self-chosen",
 * "any chosen", "chosen by oneself", "freely chosen" (escaped: no Chinese in code).
 */
export const CHOICE_WORDS: readonly string[] = [
  '\u81ea\u9009',
  '\u4efb\u9009',
  '\u81ea\u4e3b\u9009',
  '\u81ea\u7531\u9009',
];

/** Whether a group's name says the employee chooses the plan. */
export function namesEmployeeChoice(groupName: string | null | undefined): boolean {
  const name = (groupName ?? '').replace(/\s+/g, '');
  return CHOICE_WORDS.some((word) => name.includes(word));
}

/**
 * Whether the group leaves the plan to the employee: addinMode 3 AND a name meaning so. The
 * spec sends any other mode-3 group to the date page, so its own plan is the one booked.
 */
export function isEmployeeChoice(group: {
  addinMode: number | null | undefined;
  groupName: string | null | undefined;
}): boolean {
  return group.addinMode === ADDIN.choice && namesEmployeeChoice(group.groupName);
}

/**
 * The page after the appointment is stored: none or 0 the date, 1 add items, 2 add combos,
 * 3 with a name meaning employee choice the plan choice, any other value the date.
 */
export function companyStepOf(group: {
  addinMode: number | null | undefined;
  groupName: string | null | undefined;
}): CompanyStep {
  if (group.addinMode === ADDIN.choice && !isEmployeeChoice(group)) return '/company/orderDetail';
  return nextStepOf(group.addinMode);
}
