/**
 * The one view of both profit dilution widgets (one brand, and all brands), without the parts
 * that tell them apart: the chart of the kinds' lines, whose click opens that kind's MONTHLY
 * CATEGORY detail of the month, and the table by kind whose names open the same detail for the
 * month of the last sales date (the keyboard's way to a click on a line).
 */
import type { DilutionRow, RunningMonth } from '@outlet-pulse/contracts';
import type { ChartSeries } from '../../../lib/charts/chart-option';
import type { SalesQuery } from '../api/sales-queries';
import { dilutionDetailTitle } from '../detail/dilution-detail-model';
import {
  type DilutionEntry,
  dilutionChart,
  dilutionColumns,
  dilutionDetailQuery,
  hasNoDilution,
  isDilutionKind,
  kindOfRow,
  lastMonthIndex,
} from './profit-dilution-model';
import type { WidgetContext, WidgetView } from './widget-definition';

/** What both dilution answers carry: the kinds' lines by month, and the last sales date. */
export interface DilutionAnswer {
  chartcategory: string[];
  chart: ChartSeries[];
  runningMonth: RunningMonth | null;
  datalastupdate: { dateLastViewFormat: string | null };
}

export interface DilutionViewParts {
  year: number;
  /** The rows whose figures the chart's tooltips read (TOTAL's for all brands). */
  chartRows: readonly DilutionRow[];
  chartLabel: string;
  /** The filter of a clicked line's detail. */
  lineQuery: SalesQuery;
  /** A kind's button of a table row: whom its label names (if anyone), and its detail's filter. */
  rowDetail: (entry: DilutionEntry) => { who?: string | undefined; query: SalesQuery };
  table: Omit<WidgetView<DilutionEntry>['table']['model'], 'columns' | 'rowId'>;
  tableLabel: string;
  fileName: string;
}

export function dilutionView(
  data: DilutionAnswer,
  { select }: Pick<WidgetContext<unknown>, 'select'>,
  parts: DilutionViewParts,
): WidgetView<DilutionEntry> {
  const { year } = parts;
  const month = lastMonthIndex(data.datalastupdate.dateLastViewFormat, year);
  return {
    key: 'dilution',
    chart: {
      spec: dilutionChart(data.chartcategory, data.chart, {
        runningMonth: data.runningMonth,
        rows: parts.chartRows,
      }),
      label: parts.chartLabel,
      onPointClick: (point) => {
        if (!isDilutionKind(point.seriesName)) return;
        select({
          detail: 'dilution',
          query: dilutionDetailQuery(parts.lineQuery, year, point.seriesName, point.dataIndex),
        });
      },
    },
    table: {
      model: {
        columns: dilutionColumns(
          year,
          (entry) => {
            const kind = kindOfRow(entry);
            if (!kind) return undefined;
            const { who, query } = parts.rowDetail(entry);
            return {
              label: `Open ${dilutionDetailTitle(kind)} for ${who ? `${who} ${year}` : year}`,
              onActivate: () =>
                select({
                  detail: 'dilution',
                  query: dilutionDetailQuery(query, year, kind, month),
                }),
            };
          },
          data.runningMonth,
        ),
        rowId: (entry) => String(entry.row.name),
        ...parts.table,
      },
      label: parts.tableLabel,
      fileName: parts.fileName,
    },
  };
}

/** What both dilution widgets say alike: when the answer is empty, and the detail they open. */
export const DILUTION_WIDGET = {
  isEmpty: (data: { chart: readonly ChartSeries[] }) => hasNoDilution(data.chart),
  details: ['dilution'],
} as const;
