/**
 * The filter every sales widget reads (spec 000 §3, spec 001 §3.6). The page owns it (in the
 * URL); widgets receive it as a prop and refetch whenever it changes.
 */
import { ALL_OUTLETS, TOTAL_COMPANY } from '@outlet-pulse/contracts';

export type ViewBy = 'TOTAL' | 'All';

/** A specific brand (or TOTAL): the single-brand widgets. */
export interface BrandFilter {
  kind: 'brand';
  /** A company code or TOTAL. */
  company: string;
  type: string;
  group: string[];
  /** ['All'] or outlet ids. */
  outlet: string[];
  year: number;
}

/** Brand 'All': the two all-brand widgets, viewed by TOTAL or by brand. */
export interface AllBrandFilter {
  kind: 'all-brands';
  viewBy: ViewBy;
  type: string;
  group: string[];
  year: number;
}

export type SalesFilter = BrandFilter | AllBrandFilter;

export const DEFAULT_TYPE = 'STORES';
export const DEFAULT_GROUP = ['O'];
export const DEFAULT_OUTLET = [ALL_OUTLETS];
export { ALL_OUTLETS, TOTAL_COMPANY };

/** The query string of the single-brand calls: company, type, group, year, outlet. */
export function brandQuery(filter: BrandFilter): Record<string, string> {
  return {
    company: filter.company,
    type: filter.type,
    group: filter.group.join(','),
    year: String(filter.year),
    outlet: filter.outlet.join(','),
  };
}

/** The query string of the all-brand calls: type, groupmain, year, viewby. */
export function allBrandQuery(filter: AllBrandFilter): Record<string, string> {
  return {
    type: filter.type,
    groupmain: filter.group.join(','),
    year: String(filter.year),
    viewby: filter.viewBy,
  };
}
