// Left for the routes not yet moved to modules: the shared schemas live in src/contract/common.ts.
import { PositiveId } from '../../src/contract/envelope.ts';
import { EncryptedField, HospIdQuery, OrderNo } from '../../src/contract/common.ts';

export const positiveId = PositiveId;
export const hospIdQuery = HospIdQuery;
export type { HospIdQuery } from '../../src/contract/common.ts';
export const encryptedField = EncryptedField;
export const ORDER_NO = OrderNo;
