// Small schemas several areas share; the server validates with them, the app takes types only.
import { Type, type Static, type TProperties } from 'typebox';
import { PositiveId } from './envelope';

/**
 * The query of a call about one hospital: `hospId` first, then the call's own keys. Most of
 * the spec's calls spell it so; a call spelled `hospid` declares its own object. The server
 * matches either spelling on the wire (server/plugins/queryCase.ts).
 */
export const hospQuery = <P extends TProperties>(own: P) =>
  Type.Object({ hospId: PositiveId, ...own });

/** The query of a call whose only input is the hospital. */
export const HospIdQuery = hospQuery({});
export type HospIdQuery = Static<typeof HospIdQuery>;

/** A field the contract sends AES-encrypted (base64). */
export const EncryptedField = Type.String({ minLength: 1, maxLength: 512 });

/** A personal order's number, as the server's order numbers are made. */
export const OrderNo = Type.String({ pattern: '^P\\d{8,20}$' });

/**
 * A calendar day on the wire: YYYY-MM-DD, one the calendar has (no 2026-11-31), in 1900-2099:
 * no exam, booking or birth falls outside, and PostgreSQL has no year 0000.
 */
export const DayString = Type.String({
  pattern: '^(19|20)\\d{2}-\\d{2}-\\d{2}$',
  format: 'date',
});
