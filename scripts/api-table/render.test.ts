import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../src/contract/endpoint.ts';
import { inputOf, tableOf, withTables, withTablesIn, type Row } from './render.ts';

const Secret = Type.String({ minLength: 1, maxLength: 512 });
const isSecret = (schema: object) => JSON.stringify(schema) === JSON.stringify(Secret);

const lookup = endpoint({
  summary: 'One thing | or another.',
  method: 'GET',
  path: '/api/thing/find',
  access: 'public',
  query: Type.Object({
    hospid: Type.Integer(),
    limit: Type.Integer({ default: 10 }),
    name: Type.Optional(Type.String()),
  }),
  answer: Type.Null(),
});

const save = endpoint({
  summary: 'Saves it.',
  method: 'POST',
  path: '/api/thing/save',
  body: Type.Object({
    phone: Type.Optional(Secret),
    user: Type.Object({ ticket: Type.String(), openId: Type.Optional(Type.String()) }),
    items: Type.Array(Type.Object({ id: Type.Integer() })),
  }),
  answer: Type.Null(),
});

const finish = endpoint({
  summary: 'Ends it.',
  method: 'PUT',
  path: '/thing/{id}/finish',
  params: Type.Object({ id: Type.Integer() }),
  answer: Type.Null(),
});

const rows: Row[] = [
  { area: 'things', endpoint: lookup },
  { area: 'things', endpoint: save },
  { area: 'queue', endpoint: finish },
];

describe('inputOf', () => {
  it('names each key as spelled, optional ones with ?, and a default', () => {
    expect(inputOf(lookup, isSecret)).toBe('`hospid`, `limit` (default `10`), `name?`');
  });

  it('says "signed in" for a call not public, stars an encrypted key, names the parts', () => {
    expect(inputOf(save, isSecret)).toBe(
      'signed in; `phone?`\\*, `user` (`ticket`, `openId?`), `items` (`id`)',
    );
  });

  it("names the path's parameters", () => {
    expect(inputOf(finish, isSecret)).toBe('signed in; `{id}`');
  });
});

describe('tableOf', () => {
  it('draws one row per call, a pipe of the summary escaped', () => {
    expect(tableOf([rows[0]!], isSecret).split('\n')).toEqual([
      '| Call | Input | Answer |',
      '| --- | --- | --- |',
      '| `GET /api/thing/find` | `hospid`, `limit` (default `10`), `name?` | One thing \\| or another. |',
    ]);
  });

  it('refuses a call without a summary', () => {
    const bare = { ...finish, summary: undefined };
    expect(() => tableOf([{ area: 'x', endpoint: bare }], isSecret)).toThrow(
      'PUT /thing/{id}/finish has no summary',
    );
  });
});

describe('withTables', () => {
  const text = [
    'Intro.',
    '<!-- api-table:start -->',
    '| old | row |',
    '<!-- api-table:end -->',
    'Middle.',
    '<!-- api-table:start queue -->',
    '<!-- api-table:end -->',
  ].join('\n');

  it('fills a named block with its areas and the unnamed one with the rest', () => {
    const out = withTables(text, rows, isSecret);
    const [main, queue] = out.split('Middle.');
    expect(main).not.toContain('| old | row |');
    expect(main).toContain('`GET /api/thing/find`');
    expect(main).toContain('`POST /api/thing/save`');
    expect(main).not.toContain('/thing/{id}/finish');
    expect(queue).toContain('`PUT /thing/{id}/finish`');
    expect(queue).not.toContain('/api/thing/');
    expect(out.startsWith('Intro.\n<!-- api-table:start -->\n\n| Call |')).toBe(true);
  });

  it('gives the same text when run again', () => {
    const once = withTables(text, rows, isSecret);
    expect(withTables(once, rows, isSecret)).toBe(once);
  });

  it('refuses a text without markers and a block naming no known area', () => {
    expect(() => withTables('Nothing here.', rows, isSecret)).toThrow('no <!-- api-table:start');
    expect(() =>
      withTables('<!-- api-table:start nowhere -->\n<!-- api-table:end -->', rows, isSecret),
    ).toThrow('no call for the table of "nowhere"');
  });
});

describe('withTablesIn', () => {
  const api = ['<!-- api-table:start -->', '<!-- api-table:end -->'].join('\n');
  const features = ['Queue.', '<!-- api-table:start queue -->', '<!-- api-table:end -->'].join(
    '\n',
  );

  it('leaves out of the rest the areas another page names', () => {
    const out = withTablesIn(
      new Map([
        ['docs/api.md', api],
        ['docs/features.md', features],
      ]),
      rows,
      isSecret,
    );
    expect(out.get('docs/api.md')).toContain('`GET /api/thing/find`');
    expect(out.get('docs/api.md')).not.toContain('/thing/{id}/finish');
    expect(out.get('docs/features.md')).toContain('`PUT /thing/{id}/finish`');
    expect(out.get('docs/features.md')).not.toContain('/api/thing/');
  });

  it('refuses pages where the calls of an area would be in no table', () => {
    expect(() => withTablesIn(new Map([['docs/features.md', features]]), rows, isSecret)).toThrow(
      'no table for the calls of things',
    );
  });
});
