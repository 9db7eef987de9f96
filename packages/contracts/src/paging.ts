/**
 * Paging of the master lists and administration lists (spec 001 §7 and §9, spec 000 §9):
 * `page` (default 0), `limit` (default 15), `keyword`, `parent`; answers `{rows, count}`.
 * Page 0 and page 1 both mean the first page, so the spec's default and its row-number
 * formula (page×limit − limit + index + 1) agree.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { wholeNumber } from './whole-number';

export const MASTER_PAGE_SIZE = 15;
export const MASTER_MAX_LIMIT = 500;

export const pageQuerySchema = z.object({
  page: wholeNumber(
    0,
    1_000_000,
    'page must be a whole number',
    'page must be 0 to 1000000',
  ).default(0),
  limit: wholeNumber(1, MASTER_MAX_LIMIT, `limit must be 1 to ${MASTER_MAX_LIMIT}`).default(
    MASTER_PAGE_SIZE,
  ),
  keyword: z.string().trim().max(100, 'keyword is too long').default(''),
  parent: z.string().trim().max(40, 'parent is too long').default(''),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The first row a page starts at: page 0 and page 1 are both the first page. */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(page, 1) - 1) * limit;
}

/** The number shown beside a row: page×limit − limit + index + 1, with page 0 read as 1. */
export function rowNumber(page: number, limit: number, index: number): number {
  return pageOffset(page, limit) + index + 1;
}

export function pagedRowsSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), count: z.number().int() });
}

export function pagedResponseSchema<Row extends z.ZodType>(row: Row) {
  return successEnvelope(pagedRowsSchema(row));
}

export interface PagedRows<Row> {
  rows: Row[];
  count: number;
}
