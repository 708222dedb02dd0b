import type { ListMeta } from '@switchboard/contracts/common';
import type { PaginationQuery } from '@switchboard/contracts/query';
import type { Page, PageOptions, Sort } from '@switchboard/store/port';

/** The order of every list unless a feature says otherwise: `created_at` desc, then id desc. */
export const NEWEST_FIRST: Sort = [
  ['created_at', -1],
  ['id', -1],
];

/** Store page options from the validated `page` / `per_page` query (default order newest first). */
export function pageOptions(query: PaginationQuery, sort: Sort = NEWEST_FIRST): PageOptions {
  return { sort, page: query.page, perPage: query.per_page };
}

/** The list envelope `{ data, meta: { page, per_page, total, total_pages } }` of one store page. */
export function listResponse<T, R>(
  page: Page<T>,
  query: PaginationQuery,
  toResponse: (item: T) => R,
): { data: R[]; meta: ListMeta } {
  return {
    data: page.items.map(toResponse),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: page.total,
      total_pages: Math.ceil(page.total / query.per_page),
    },
  };
}
