/**
 * PROFIT DILUTION (chartprofitdilution) and PROFIT DILUTION ALL BRAND
 * (chartprofitdilutionviewbyall), spec 000 §2: markdown, VIP, promo and total dilution as % of
 * gross per month of the chosen year, and the MARKDOWN / VIP / PROMO / TOTAL table. A click on
 * a line opens that kind's 'MONTHLY CATEGORY <kind>' detail, and so does a kind's button in the
 * table (for the data's last month). All brands: the chart adds every brand up and its lines
 * open TOTAL's detail; the table has the TOTAL block, then one block per company, whose buttons
 * open that company's detail.
 */
import type {
  DilutionRow,
  ProfitDilution,
  ProfitDilutionAllBrand,
  RunningMonth,
} from '@outlet-pulse/contracts';
import type { ChartSeries } from '../../../lib/charts/chart-option';
import {
  profitDilutionAllBrandCall,
  profitDilutionCall,
  type SalesQuery,
} from '../api/sales-queries';
import { allBrandDetailFilter } from '../detail/detail-query';
import { dilutionDetailTitle } from '../detail/dilution-detail-model';
import { type AllBrandFilter, type BrandFilter, brandQuery, TOTAL_COMPANY } from '../sales-filter';
import {
  type DilutionEntry,
  dilutionChart,
  dilutionColumns,
  dilutionDetailQuery,
  dilutionFocusColumn,
  dilutionRows,
  hasNoDilution,
  isDilutionKind,
  kindOfRow,
  kindRows,
  lastMonthIndex,
} from './profit-dilution-model';
import type { WidgetContext, WidgetDefinition, WidgetView } from './widget-definition';

interface DilutionAnswer {
  chartcategory: string[];
  chart: ChartSeries[];
  runningMonth: RunningMonth | null;
  datalastupdate: { dateLastViewFormat: string | null };
}

interface DilutionViewParts {
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

function dilutionView(
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

const TITLE = 'PROFIT DILUTION';

export const profitDilutionWidget: WidgetDefinition<BrandFilter, ProfitDilution, DilutionEntry> = {
  name: 'ProfitDilutionWidget',
  title: TITLE,
  call: profitDilutionCall,
  query: brandQuery,
  isEmpty: (data) => hasNoDilution(data.chart),
  details: ['dilution'],
  views: (data, { filter, query, select }) => {
    const focusColumn = dilutionFocusColumn(data.runningMonth, data);
    return [
      dilutionView(
        data,
        { select },
        {
          year: filter.year,
          chartRows: kindRows(data),
          chartLabel: `${TITLE} chart: markdown, VIP, promo and total dilution per month`,
          lineQuery: query,
          rowDetail: () => ({ query }),
          table: {
            sections: [{ id: 'dilution', rows: dilutionRows(filter.company, data) }],
            ...(focusColumn ? { focusColumn } : {}),
          },
          tableLabel: `${TITLE} by kind and month`,
          fileName: `${TITLE} ${filter.company} ${filter.year}`,
        },
      ),
    ];
  },
};

const ALL_BRAND_TITLE = 'PROFIT DILUTION ALL BRAND';

/** The call takes the single-brand query; it counts every visible company whatever is sent. */
function allBrandDilutionQuery(filter: AllBrandFilter): SalesQuery {
  return { ...allBrandDetailFilter(filter, TOTAL_COMPANY), year: String(filter.year) };
}

export const profitDilutionAllBrandWidget: WidgetDefinition<
  AllBrandFilter,
  ProfitDilutionAllBrand,
  DilutionEntry
> = {
  name: 'ProfitDilutionAllBrandWidget',
  title: ALL_BRAND_TITLE,
  call: profitDilutionAllBrandCall,
  query: allBrandDilutionQuery,
  isEmpty: (data) => hasNoDilution(data.chart),
  details: ['dilution'],
  views: (data, { filter, select }) => {
    const total = data.rows.find((row) => row.company === TOTAL_COMPANY);
    const names = new Map(data.rows.map((row) => [row.company, row.companyName]));
    const first = data.rows[0];
    const focusColumn = first ? dilutionFocusColumn(data.runningMonth, first) : undefined;
    return [
      dilutionView(
        data,
        { select },
        {
          year: filter.year,
          chartRows: total ? kindRows(total) : [],
          chartLabel: `${ALL_BRAND_TITLE} chart: markdown, VIP, promo and total dilution of all brands per month`,
          lineQuery: allBrandDetailFilter(filter, TOTAL_COMPANY),
          rowDetail: (entry) => ({
            who: entry.company === TOTAL_COMPANY ? TOTAL_COMPANY : names.get(entry.company),
            query: allBrandDetailFilter(filter, entry.company),
          }),
          table: {
            sections: data.rows.map((row) => ({
              id: row.company,
              title:
                row.company === TOTAL_COMPANY
                  ? TOTAL_COMPANY
                  : `${row.companyName} (${row.company})`,
              rows: dilutionRows(row.company, row),
            })),
            isTotal: (entry) => entry.company === TOTAL_COMPANY,
            ...(focusColumn ? { focusColumn } : {}),
          },
          tableLabel: `${ALL_BRAND_TITLE} by company, kind and month`,
          fileName: `${ALL_BRAND_TITLE} ${filter.year}`,
        },
      ),
    ];
  },
};
