/**
 * A list's view in the address (`?page=…&keyword=…` and any filters of the list, so a view can
 * be bookmarked and the back button steps back through it), the query string of its list call,
 * and the counts its pager shows. Rows are numbered with the contracts' `rowNumber`, the one
 * formula of spec 000 §9.
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

/** A text filter as the server takes it: trimmed, and cut to the length it accepts. */
export function normalizeKeyword(text: string, maxLength = KEYWORD_MAX_LENGTH): string {
  return text.trim().slice(0, maxLength);
}

/** The 1-based page the address asks for; anything that is not a page number reads as page 1. */
export function readPage(params: URLSearchParams): number {
  const text = params.get(PAGE_PARAM) ?? '';
  return /^\d{1,6}$/.test(text) ? Math.max(1, Number(text)) : 1;
}

/** A text filter of the address, trimmed and cut to what the server accepts. */
export function readText(params: URLSearchParams, name: string, maxLength: number): string {
  return normalizeKeyword(params.get(name) ?? '', maxLength);
}

/**
 * The address's parameters for a view: page 1 and empty filters are left out, so the plain
 * address is the first page of everything. Parameters the view does not own stay as they are.
 */
export function writeViewParams(
  current: URLSearchParams,
  page: number,
  filters: Record<string, string> = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text === '') next.delete(name);
    else next.set(name, text);
  }
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return next;
}

/** What the address asks for: its page and its keyword. */
export function readListView(params: URLSearchParams): ListView {
  return { page: readPage(params), keyword: readText(params, KEYWORD_PARAM, KEYWORD_MAX_LENGTH) };
}

/** The address's parameters for a page and a keyword; other parameters stay as they are. */
export function writeListView(current: URLSearchParams, view: ListView): URLSearchParams {
  return writeViewParams(current, view.page, { [KEYWORD_PARAM]: normalizeKeyword(view.keyword) });
}

/** The query of a paged call: page and limit, then every filter, always all of them. */
export function pagedQueryString(
  page: number,
  limit: number,
  filters: Record<string, string> = {},
): string {
  return new URLSearchParams({ page: String(page), limit: String(limit), ...filters }).toString();
}

/** The query of a list call: page, limit and keyword always, then any filters of the list. */
export function listQueryString(
  view: ListView,
  limit: number,
  filters: Record<string, string> = {},
): string {
  return pagedQueryString(view.page, limit, { keyword: view.keyword, ...filters });
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
