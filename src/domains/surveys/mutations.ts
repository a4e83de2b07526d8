import { useMutation } from '@/kit/query/useMutation';
import { surveyApi } from './api';
import { surveyKeys } from './queries';

/**
 * Saves a filled sheet; answers the record saved. The account's records and the sheet's
 * own keys are read again once it succeeds (every key under `surveyKeys.all`).
 */
export const useSaveSheet = () => useMutation(surveyApi.save, { invalidates: [surveyKeys.all] });
