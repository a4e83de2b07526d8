// Reusable pieces of route schemas; query keys are lower case (see lowercaseQuery.ts).

export const positiveId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const hospIdQuery = {
  type: 'object',
  required: ['hospid'],
  properties: { hospid: positiveId },
} as const;

export interface HospIdQuery {
  hospid: number;
}

/** A field the contract sends AES-encrypted (base64). */
export const encryptedField = { type: 'string', minLength: 1, maxLength: 512 } as const;

/** A personal order's number, as `newOrderNo` makes them. */
export const ORDER_NO = { type: 'string', pattern: '^P\\d{8,20}$' } as const;
