import { describe, expect, it } from 'vitest';
import { parseStoredObject } from './storedObject';

describe('parseStoredObject', () => {
  it('reads back a stored object', () => {
    expect(parseStoredObject('{"phone":"13800000001"}')).toEqual({ phone: '13800000001' });
  });

  it('is null for nothing, garbled text, a plain value or a list', () => {
    for (const raw of [null, '', '{oops', '"text"', '3', 'null', '[1,2]'])
      expect(parseStoredObject(raw)).toBeNull();
  });
});
