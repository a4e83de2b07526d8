// Articles.

export interface Article {
  id: number;
  title: string;
  author: string;
  content?: string;
  update_time: string;
  article_type_name: string;
  visit_count: number;
  cover_url: string | null;
}

/** The article list's `cate`: '' all (newest first), 'hot', or an article type id. */
export interface ArticleListQuery {
  hospId: number;
  cate?: string;
  offset?: number;
  limit?: number;
}
