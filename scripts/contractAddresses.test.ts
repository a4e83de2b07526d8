import { describe, expect, it } from 'vitest';
import { addressesOnly } from './contractAddresses';

const source = `import { Type, type Static } from 'typebox';
import { PositiveId } from './envelope';
import { THING } from './spellings';

export const Thing = Type.Object({ id: Type.Integer() });
export type Thing = Static<typeof Thing>;
const limits = { max: 5 };
export const thingFind = endpoint({
  method: 'GET',
  path: '/api/thing/find',
  access: 'public',
  query: Type.Object({ id: PositiveId }),
  answer: Thing,
  paged: true,
  spellings: THING,
  refusals: ['thingNotFound'],
});
export * from './other';
`;

describe('the app build of a contract file', () => {
  const out = addressesOnly(source);

  it('keeps what the app reads of an endpoint (address, paging, spellings) as a bare object', () => {
    expect(out).toMatch(
      /thingFind = \{\s+method: 'GET',\s+path: '\/api\/thing\/find',\s+paged: true,\s+spellings: THING,\s+\};/,
    );
  });

  it('drops the schemas, the refusals, the other fields and every other value', () => {
    expect(out).not.toMatch(/access:|query:|answer:|refusals:|thingNotFound/);
    expect(out).not.toContain('Type.Object');
    expect(out).not.toContain('limits');
  });

  it('drops the import of TypeBox and keeps the types and re-exports', () => {
    expect(out).not.toContain("from 'typebox'");
    expect(out).toContain("import { PositiveId } from './envelope';");
    expect(out).toContain("import { THING } from './spellings';");
    expect(out).toContain('export type Thing = Static<typeof Thing>;');
    expect(out).toContain("export * from './other';");
  });
});
