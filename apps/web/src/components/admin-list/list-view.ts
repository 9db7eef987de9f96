/**
 * An administration list's view in the address (`?page=…&keyword=…`, so a search can be
 * bookmarked and the back button steps back through it), the query string of its list call,
 * and the counts its pager shows. Rows are numbered with the contracts' `rowNumber`.
 */
import { rowNumber } from '@outlet-pulse/contracts';

export interface ListView {
  /** 1-based. */
  page: number;
  /** Trimmed; empty for no search. */
  keyword: string;
}

/** The server refuses longer keywords; the address is cut to what it accepts. */
export const KEYWORD_MAX_LENGTH = 100;

const PAGE_PARAM = 'page';
const KEYWORD_PARAM = 'keyword';

export function normalizeKeyword(text: string): string {
  return text.trim().slice(0, KEYWORD_MAX_LENGTH);
}

/** What the address asks for; anything that is not a page number reads as page 1. */
export function readListView(params: URLSearchParams): ListView {
  const pageText = params.get(PAGE_PARAM) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return {
    page: Math.max(1, page),
    keyword: normalizeKeyword(params.get(KEYWORD_PARAM) ?? ''),
  };
}

/**
 * The address's parameters for a view: page 1 and an empty keyword are left out, so the plain
 * address is the first page of everything. Other parameters stay as they are.
 */
export function writeListView(current: URLSearchParams, view: ListView): URLSearchParams {
  const next = new URLSearchParams(current);
  const keyword = normalizeKeyword(view.keyword);
  if (keyword === '') next.delete(KEYWORD_PARAM);
  else next.set(KEYWORD_PARAM, keyword);
  if (view.page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(view.page));
  return next;
}

/** The query of a list call: page, limit and keyword always, then any filters of the list. */
export function listQueryString(
  view: ListView,
  limit: number,
  filters: Record<string, string> = {},
): string {
  return new URLSearchParams({
    page: String(view.page),
    limit: String(limit),
    keyword: view.keyword,
    ...filters,
  }).toString();
}

/** Pages needed for `count` rows; at least one, so an empty list still has its page. */
export function pageCount(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** 'Showing 16–30 of 183' for the rows of a page; nothing when there are none. */
export function shownRange(page: number, limit: number, rowsShown: number, count: number): string {
  if (rowsShown === 0) return '';
  const first = rowNumber(page, limit, 0);
  return `Showing ${first}–${first + rowsShown - 1} of ${count}`;
}
