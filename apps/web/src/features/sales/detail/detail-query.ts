/**
 * Which detail a chart click (or its keyboard twin, a month button) asks for (spec 000 §3, §5):
 * the year is the four digits in the clicked series' name, the month is the point's index + 1,
 * and the rest is the widget's filter. A company of TOTAL is sent as it is: the server's TOTAL
 * detail covers what the chart's TOTAL covers (DOMAIN.md).
 */
import type { ChartPoint } from '../../../lib/charts/chart-option';
import { ALL_OUTLETS, type AllBrandFilter } from '../sales-filter';

export type DetailQuery = Record<string, string>;

/** 'Sales 2025' → 2025, 'Aruna Apparel 2026' → 2026; null when the name holds no year. */
export function yearOfSeries(seriesName: string): number | null {
  const match = /(?<!\d)(\d{4})(?!\d)/.exec(seriesName);
  return match ? Number(match[1]) : null;
}

/** The detail of one month: the filter's fields, with the year and the month (1–12). */
export function monthDetailQuery(
  filterQuery: Record<string, string>,
  year: number,
  monthIndex: number,
): DetailQuery {
  return { ...filterQuery, year: String(year), month: String(monthIndex + 1) };
}

export interface PointRules {
  /** The spec ignores clicks on series 0 (the oldest year) in some charts. */
  ignoreFirstSeries: boolean;
}

/** The detail a click on a chart point asks for, or null when the click is ignored. */
export function detailQueryFromPoint(
  filterQuery: Record<string, string>,
  point: ChartPoint,
  rules: PointRules,
): DetailQuery | null {
  if (rules.ignoreFirstSeries && point.seriesIndex === 0) return null;
  if (!Number.isInteger(point.dataIndex) || point.dataIndex < 0 || point.dataIndex > 11) {
    return null;
  }
  const year = yearOfSeries(point.seriesName);
  return year === null ? null : monthDetailQuery(filterQuery, year, point.dataIndex);
}

/**
 * The detail filter of one company (or TOTAL) under the all-brand filter: that company's
 * outlets of the filter's type and groups.
 */
export function allBrandDetailFilter(
  filter: AllBrandFilter,
  company: string,
): Record<string, string> {
  return { company, type: filter.type, group: filter.group.join(','), outlet: ALL_OUTLETS };
}
