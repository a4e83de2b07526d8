import { useCallback, useEffect, useState } from 'react';
import type { PersonalOrder } from '@/contract';
import { orderApi } from '@/domains/orders/api';
import { useMutation } from '@/kit/query/useMutation';
import { readSession, SESSION_KEYS, writeSession } from '@/platform/storage';
import { EMPTY_BOOKING_FORM, type BookingForm } from '@/rules/bookingForm';
import { bookingVisitKey, parseBookingVisit, type BookingVisit } from '@/rules/bookingVisit';
import { parsePlan } from '@/rules/customizedPlan';

/** What the booking form is for: the branch, the account, the package and the person. */
export interface BookingRequest {
  hospId: number;
  userId: number;
  packageId: number;
  profileId: number;
  /** With the add-ons chosen on the tailored plan page. */
  customized: boolean;
}

const remember = (visit: BookingVisit | null) =>
  writeSession(SESSION_KEYS.bookingVisit, visit && JSON.stringify(visit));

/** The draft kept in the tab, or the booking it already became; else a new draft. */
async function openDraft({
  request,
  kept,
}: {
  request: BookingRequest;
  kept: BookingVisit | null;
}): Promise<PersonalOrder> {
  const { hospId, packageId, profileId, customized } = request;
  if (kept) {
    const found = await orderApi.get(hospId, kept.orderNo).catch(() => null);
    if (found && (found.appointStatus === 0 || found.appointStatus === 1)) return found;
  }
  const plan = customized ? parsePlan(readSession(SESSION_KEYS.customizedPlan), packageId) : null;
  const created = await orderApi.create({
    hospId,
    packageId,
    profileId,
    ...(plan
      ? {
          addItems: plan.addItems,
          addCombos: plan.addCombos,
          ...(plan.userSurveyId ? { userSurveyId: plan.userSurveyId } : {}),
        }
      : {}),
  });
  remember({ key: bookingVisitKey(request), orderNo: created.orderNo, form: EMPTY_BOOKING_FORM });
  return created;
}

/**
 * The booking form's draft order, made (or found again) on arrival, and the answers given
 * so far. Both are kept in the tab as they change: a refresh, or a return from the
 * cashier, finds the draft and the answers instead of making another draft.
 */
export function useBookingDraft(request: BookingRequest) {
  const { hospId, userId, packageId, profileId, customized } = request;
  const key = bookingVisitKey({ hospId, userId, packageId, profileId, customized });
  const [kept, setKept] = useState(() =>
    parseBookingVisit(readSession(SESSION_KEYS.bookingVisit), key),
  );
  const [form, setForm] = useState<BookingForm>(kept?.form ?? EMPTY_BOOKING_FORM);
  const valid = packageId > 0 && profileId > 0;
  const { run, data: order, error } = useMutation(openDraft);

  // Each arrival opens the draft again (it may have been booked meanwhile); the error
  // is the state's, for the page to tell.
  useEffect(() => {
    if (!valid) return;
    run({ request: { hospId, userId, packageId, profileId, customized }, kept }).catch(
      () => undefined,
    );
  }, [valid, run, hospId, userId, packageId, profileId, customized, kept]);

  const isDraft = order?.appointStatus === 0;
  // Every answer is kept as it is given: a refresh loses none of them.
  useEffect(() => {
    if (order && isDraft) remember({ key, orderNo: order.orderNo, form });
  }, [order, isDraft, key, form]);

  /** The booking is made: forget it and its answers, and open a new draft. */
  const startOver = useCallback(() => {
    remember(null);
    setForm(EMPTY_BOOKING_FORM);
    setKept(null);
  }, []);

  return { valid, order, isDraft, error, form, setForm, startOver };
}
