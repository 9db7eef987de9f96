/**
 * The pieces every administration list keeps in the address (`?page=&keyword=…`, so a view can
 * be bookmarked and the back button steps back through it): reading a page number and a text
 * filter, writing them back with their defaults left out, and what the pager shows. Row numbers
 * come from `rowNumber` in the contracts, the one formula of spec 000 §9.
 */
import { MASTER_PAGE_SIZE, rowNumber } from '@outlet-pulse/contracts';

/** The server refuses a longer keyword; the address is cut to what it accepts. */
export const KEYWORD_MAX_LENGTH = 100;

/** The 1-based page the address asks for; anything that is not a page number reads as page 1. */
export function readPage(params: URLSearchParams): number {
  const text = params.get('page') ?? '';
  return /^\d{1,6}$/.test(text) ? Math.max(1, Number(text)) : 1;
}

/** A text filter of the address, trimmed and cut to what the server accepts. */
export function readText(params: URLSearchParams, name: string, maxLength: number): string {
  return normalizeText(params.get(name) ?? '', maxLength);
}

export function normalizeText(text: string, maxLength = KEYWORD_MAX_LENGTH): string {
  return text.trim().slice(0, maxLength);
}

/**
 * The address's parameters for a view: page 1 and empty filters are left out, so the plain
 * address is the first page of everything. Parameters the view does not own stay as they are.
 */
export function writeViewParams(
  current: URLSearchParams,
  page: number,
  filters: Record<string, string>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text === '') next.delete(name);
    else next.set(name, text);
  }
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The query of a list call: page and limit, then every filter, always all of them. */
export function listQueryString(
  page: number,
  filters: Record<string, string>,
  limit = MASTER_PAGE_SIZE,
): string {
  return new URLSearchParams({ page: String(page), limit: String(limit), ...filters }).toString();
}

/** Pages needed for `count` rows; at least one, so an empty list still has its page. */
export function pageCount(count: number, limit = MASTER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** 'Showing 16–30 of 183' for the rows of a page; nothing when there are none. */
export function shownRange(
  page: number,
  rowsShown: number,
  count: number,
  limit = MASTER_PAGE_SIZE,
): string {
  if (rowsShown === 0) return '';
  const first = rowNumber(page, limit, 0);
  return `Showing ${first}–${first + rowsShown - 1} of ${count}`;
}
