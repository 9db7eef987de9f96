/**
 * The two ways to a month's detail that every monthly widget offers: a click on a chart point,
 * and its keyboard twin, a button per month in the table's headings (canvas points cannot take
 * keyboard focus). Both open the same detail with the same query.
 */
import type { TableAction } from '../../../components/data-table/table-model';
import type { ChartPoint } from '../../../lib/charts/chart-option';
import type { SalesQuery } from '../api/sales-queries';
import { DETAIL_TITLES, type DetailKind } from '../detail/detail-model';
import { detailQueryFromPoint, monthDetailQuery, type PointRules } from '../detail/detail-query';
import type { WidgetSelection } from './widget-definition';

interface MonthDetail {
  select: (selection: WidgetSelection) => void;
  detail: DetailKind;
  /** The filter's fields the detail query starts from. */
  query: SalesQuery;
}

/** A click on a chart point: its month's detail, unless the rules ignore the point. */
export function pointDetail({ select, detail, query }: MonthDetail, rules: PointRules) {
  return (point: ChartPoint) => {
    const pointQuery = detailQueryFromPoint(query, point, rules);
    if (pointQuery) select({ detail, query: pointQuery });
  };
}

/**
 * A month heading's button: 'Open ACHIEVEMENT DETAIL for Mar 2026'; `who` names whose detail
 * it is where the table holds several ('for TOTAL Mar 2026'), `title` replaces the detail's.
 */
export function monthButton(
  { select, detail, query }: MonthDetail,
  year: number,
  months: readonly string[],
  { title = DETAIL_TITLES[detail], who }: { title?: string; who?: string } = {},
) {
  return (monthIndex: number): TableAction => ({
    label: `Open ${title} for ${who ? `${who} ` : ''}${months[monthIndex]} ${year}`,
    onActivate: () => select({ detail, query: monthDetailQuery(query, year, monthIndex) }),
  });
}
