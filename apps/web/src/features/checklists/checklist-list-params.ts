/**
 * The checklist list's view in the address (`?keyword=…&page=…`, so a search can be bookmarked
 * and the back button steps back through it), the query string of the list call, and the
 * numbering of its rows (spec 000 §9: (page × limit − limit) + (index + 1)).
 */
import { CHECKLIST_PAGE_SIZE } from '@outlet-pulse/contracts';

export interface ChecklistListView {
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
export function readListView(params: URLSearchParams): ChecklistListView {
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
export function writeListView(current: URLSearchParams, view: ChecklistListView): URLSearchParams {
  const next = new URLSearchParams(current);
  const keyword = normalizeKeyword(view.keyword);
  if (keyword === '') next.delete(KEYWORD_PARAM);
  else next.set(KEYWORD_PARAM, keyword);
  if (view.page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(view.page));
  return next;
}

/** The query of `GET checklist_report/documents`: page, limit and keyword, always all three. */
export function listQueryString(view: ChecklistListView, limit = CHECKLIST_PAGE_SIZE): string {
  return new URLSearchParams({
    page: String(view.page),
    limit: String(limit),
    keyword: view.keyword,
  }).toString();
}

/** The 'No' of a row: (page × limit − limit) + (index + 1). */
export function rowNumber(page: number, limit: number, index: number): number {
  return page * limit - limit + (index + 1);
}

/** Pages needed for `count` rows; at least one, so an empty list still has its page. */
export function pageCount(count: number, limit = CHECKLIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** The day a checklist was done, YYYY-MM-DD; a value that carries a time keeps only its day. */
export function checkedOnDay(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value.trim());
  return match?.[1] ?? value;
}

/** 'Showing 16–30 of 183' for the rows of a page; nothing when there are none. */
export function shownRange(page: number, limit: number, rowsShown: number, count: number): string {
  if (rowsShown === 0) return '';
  const first = rowNumber(page, limit, 0);
  return `Showing ${first}–${first + rowsShown - 1} of ${count}`;
}
