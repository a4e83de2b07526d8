// Articles: the schemas the server validates and answers with; the app takes the types.
import { Type, type Static } from 'typebox';
import { hospQuery } from './common';
import { Nullable, PositiveId } from './envelope';

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

/** The article list's `cate`: '' all (newest first), 'hot', or an article type id. */
export interface ArticleListQuery {
  hospId: number;
  cate?: string;
  offset?: number;
  limit?: number;
}

/** `GET /api/article/list` as the server reads it (query keys arrive lower-cased). */
export const ArticleListParams = hospQuery({
  // '' every article newest first; 'hot' the hot ones by visits; digits a type id.
  cate: Type.String({ pattern: '^(|hot|[0-9]{1,9})$', default: '' }),
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});

/** `GET /api/article/get`: one article with its content; the visit counts the caller once a day. */
export const ArticleGetParams = hospQuery({ id: PositiveId });
export type ArticleGetParams = Static<typeof ArticleGetParams>;

export const ArticleDetail = Type.Object({ ...Article.properties, content: Type.String() });
export type ArticleDetail = Static<typeof ArticleDetail>;

/** `GET /api/faq/list`: the hospital's help-centre questions, in its order; empty when none. */
export const FaqEntry = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String(),
});
export type FaqEntry = Static<typeof FaqEntry>;
