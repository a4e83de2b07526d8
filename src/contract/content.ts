// Articles and the help centre's questions: the schemas the server validates and answers
// with, and their endpoints; the app takes the types.
import { Type, type Static } from 'typebox';
import { HospIdQuery, hospQuery } from './common';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import * as at from './calls/content';

export const Article = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  content: Type.Optional(Type.String()),
  update_time: Type.String(),
  article_type_name: Type.String(),
  visit_count: Type.Integer(),
  cover_url: Nullable(Type.String()),
});
export type Article = Static<typeof Article>;

export const ArticleDetail = Type.Required(Article);
export type ArticleDetail = Static<typeof ArticleDetail>;

export const FaqEntry = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String(),
});
export type FaqEntry = Static<typeof FaqEntry>;

/** A page of the branch's articles, without their content. */
export const articleList = endpoint({
  summary:
    "The branch's articles, paged: `cate` is '' for all of them newest first, `hot`, or a type " +
    'id; `limit` is at most 50. The header `paging-headers` carries ' +
    '`{"total","offset","limit"}`, the body is `{ code, msg, data, total, offset, limit }`.',
  ...at.articleList,
  access: 'public',
  cache: 'public',
  query: hospQuery({
    // '' every article newest first; 'hot' the hot ones by visits; digits a type id.
    cate: Type.String({ pattern: '^(|hot|[0-9]{1,9})$', default: '' }),
    offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  }),
  answer: Article,
  refusals: ['hospitalNotFound'],
});

/**
 * One article with its content. Not cached: the visit counts the caller once a day, and
 * the answer carries the count that results.
 */
export const articleGet = endpoint({
  summary:
    'One article with its `content` (HTML); its `visit_count` grows once per reader per day ' +
    '(the account when a bearer token is sent, else the client address, never the User-Agent, ' +
    'hashed with the day). An unknown id is 404 `articleNotFound`.',
  ...at.articleGet,
  access: 'public',
  query: hospQuery({ id: PositiveId }),
  answer: ArticleDetail,
  refusals: ['hospitalNotFound', 'articleNotFound'],
});

/** Not in the spec: the hospital's help-centre questions, in its order; empty when none. */
export const faqList = endpoint({
  summary:
    "Not in the spec: the help centre's questions `{ id, question, answer }` in the hospital's " +
    'order; `[]` when it has none (the app then shows its ten fixed ones).',
  ...at.faqList,
  access: 'public',
  cache: 'public',
  query: HospIdQuery,
  answer: Type.Array(FaqEntry),
  refusals: ['hospitalNotFound'],
});
