/**
 * Queries of the sales calls (spec 000 §3 and §7). Lists arrive comma-separated or as
 * repeated keys. Whether a code exists, and whether the year is one of the three offered,
 * the server checks against its data and its calendar.
 */
import { z } from 'zod';
import { wholeNumber } from '../whole-number';

/** A code of the sales filter (company, type, group, outlet), named by its field. */
export const salesFilterCode = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .max(20, `${field} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be a code of letters, digits, - or _`);
const code = salesFilterCode;

const codeList = (field: string, fallback: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? fallback).split(','))
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    )
    .pipe(
      z
        .array(code(field))
        .min(1, `${field} is required`)
        .max(500, `${field} lists too many values`),
    );

/** Like codeList, but absent stays undefined (the server's default applies). */
export const optionalSalesCodeList = (field: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : value.split(','))
            .map((item) => item.trim())
            .filter((item) => item.length > 0),
    )
    .pipe(
      z
        .array(code(field))
        .min(1, `${field} is required`)
        .max(500, `${field} lists too many values`)
        .optional(),
    );

const year = wholeNumber(1900, 9999, 'year must be a four-digit year');

const paging = {
  page: wholeNumber(0, 100_000, 'page must be 0 to 100000').optional(),
  limit: wholeNumber(1, 1000, 'limit must be 1 to 1000').optional(),
};

export const ALL_OUTLETS = 'All';
export const TOTAL_COMPANY = 'TOTAL';

/** company, type, group, year, outlet — the filter every chart reads. */
export const salesFilterQuerySchema = z.object({
  company: code('company').default(TOTAL_COMPANY),
  type: code('type').default('STORES'),
  group: codeList('group', 'O'),
  year,
  outlet: codeList('outlet', ALL_OUTLETS),
  ...paging,
});
export type SalesFilterQuery = z.infer<typeof salesFilterQuerySchema>;

export const VIEW_BY = ['TOTAL', 'All'] as const;

/** The all-brand views: view-by TOTAL (one sum) or All (one series per brand). */
export const allBrandQuerySchema = z.object({
  type: code('type').default('STORES'),
  groupmain: codeList('groupmain', 'O'),
  year,
  viewby: z.enum(VIEW_BY, { message: 'viewby must be TOTAL or All' }).default('TOTAL'),
});
export type AllBrandQuery = z.infer<typeof allBrandQuerySchema>;

/** A detail request: the clicked series' year and point's month (spec 000 §3). */
export const detailQuerySchema = salesFilterQuerySchema.extend({
  month: wholeNumber(1, 12, 'month must be a number from 1 to 12'),
  /** Sent by clients of the original; the server uses its own last-update date. */
  datelast: z.string().max(40).optional(),
  datelastfull: z.string().max(40).optional(),
});
export type DetailQuery = z.infer<typeof detailQuerySchema>;

export const DILUTION_KINDS = ['MARKDOWN', 'VIP', 'PROMO', 'TOTAL'] as const;
export type DilutionKind = (typeof DILUTION_KINDS)[number];

/** The spec's detail parameters; `kind` is ours and defaults to TOTAL (DOMAIN.md). */
export const dilutionDetailQuerySchema = detailQuerySchema.extend({
  kind: z
    .enum(DILUTION_KINDS, { message: 'kind must be MARKDOWN, VIP, PROMO or TOTAL' })
    .default('TOTAL'),
});
export type DilutionDetailQuery = z.infer<typeof dilutionDetailQuerySchema>;

export const typeOptionsQuerySchema = z.object({
  company: code('company').optional(),
  type: code('type').optional(),
});
export const groupOptionsQuerySchema = z.object({
  company: code('company').optional(),
  type: code('type').optional(),
});
export const companyOptionsQuerySchema = z.object({
  /** 'Y' hides companies excluded by default even from users allowed to see them. */
  exclude: z.enum(['Y', 'N', '']).optional(),
  iduser: z.string().max(40).optional(),
});
/**
 * The outlets of the chosen companies; with `type` and `group` (TOTALKCG = every group), only
 * those a filter of that type and group accepts, so that no outlet offered is refused.
 */
export const outletOptionsQuerySchema = z.object({
  company: codeList('company', TOTAL_COMPANY),
  type: code('type').optional(),
  group: optionalSalesCodeList('group'),
});
