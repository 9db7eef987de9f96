/**
 * A saved view's filter and the sales filter's fields: what 'Save current view as…' saves of
 * a page's filter (one company or TOTAL, the type, the groups, the outlets), the address
 * parameters a view's filter reads as, and the one line that describes it.
 */
import {
  ALL_GROUPS_CHOICE,
  ALL_OUTLETS,
  type SavedViewFilter,
  TOTAL_COMPANY,
} from '@outlet-pulse/contracts';

/** The sales filter's fields as a page holds them (filter-state.ts's FilterState has them). */
export interface FilterFields {
  /** A company code, or TOTAL. */
  company: string;
  type: string;
  group: readonly string[];
  /** ['All'] or outlet ids. */
  outlet: readonly string[];
}

export function savedViewFilterOf(fields: FilterFields): SavedViewFilter {
  const outlets = fields.outlet.filter((outlet) => outlet !== ALL_OUTLETS);
  return {
    companies: fields.company === TOTAL_COMPANY ? TOTAL_COMPANY : [fields.company],
    type: fields.type,
    groups: [...fields.group],
    outlets: outlets.length === 0 ? ALL_OUTLETS : outlets,
  };
}

/** The filter as the sales calls' parameters: company, type, group, outlet (comma lists). */
export function filterParamsOf(filter: SavedViewFilter): Record<string, string> {
  return {
    company: filter.companies === TOTAL_COMPANY ? TOTAL_COMPANY : filter.companies.join(','),
    type: filter.type,
    group: filter.groups.join(','),
    outlet: filter.outlets === ALL_OUTLETS ? ALL_OUTLETS : filter.outlets.join(','),
  };
}

const list = (items: readonly string[], many: string) =>
  items.length > 3 ? `${items.length} ${many}` : items.join(', ');

/** 'KCG01, KCG03 · STORES · O · all outlets' */
export function describeFilter(filter: SavedViewFilter): string {
  const companies =
    filter.companies === TOTAL_COMPANY ? 'all your companies' : list(filter.companies, 'companies');
  const groups = filter.groups.includes(ALL_GROUPS_CHOICE.code)
    ? 'all groups'
    : list(filter.groups, 'groups');
  const outlets = filter.outlets === ALL_OUTLETS ? 'all outlets' : list(filter.outlets, 'outlets');
  return [companies, filter.type, groups, outlets].join(' · ');
}

/** The notice of a view with companies the user may no longer see. */
export function droppedNotice(dropped: readonly string[]): string {
  const which = dropped.join(', ');
  return dropped.length === 1
    ? `${which} is no longer yours to see: the view shows the rest.`
    : `${which} are no longer yours to see: the view shows the rest.`;
}
