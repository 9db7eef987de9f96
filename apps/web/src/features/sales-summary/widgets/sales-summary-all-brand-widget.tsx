/**
 * SALES SUMMARY ALL BRAND (chartsalessummaryviewbyall, spec 000 §2): viewed by TOTAL, one line
 * per year for all brands added up; viewed by All, one line per brand for the chosen year. The
 * table has one block per company with its GROWTH and ACHIEVEMENT rows; each block's heading
 * row holds a button per month that opens that company's ACHIEVEMENT DETAIL (and, by TOTAL, the
 * table's month headings open TOTAL's). A chart click opens the detail of the clicked brand (or
 * of TOTAL); by TOTAL, the oldest year (series 0) is ignored.
 */
import { responses, type SalesSummaryAllBrand } from '@outlet-pulse/contracts';
import { useMemo, useState } from 'react';
import { Chart } from '../../../lib/charts/chart';
import { buildChartOption, type ChartPoint, SERIES_COLORS } from '../../../lib/charts/chart-option';
import { DETAIL_TITLES } from '../detail/detail-model';
import {
  allBrandDetailFilter,
  type DetailQuery,
  detailQueryFromPoint,
  monthDetailQuery,
} from '../detail/detail-query';
import { SalesDetailModal } from '../detail/sales-detail-modal';
import { type AllBrandFilter, allBrandQuery, TOTAL_COMPANY } from '../sales-filter';
import { DataTable } from '../shared/data-table';
import { useSalesCall } from '../shared/sales-query';
import type { TableModel } from '../shared/table-model';
import { WidgetCard } from '../shared/widget-card';
import {
  achievementRow,
  companyOfSeries,
  growthRow,
  hasNoSales,
  type SummaryRow,
  salesSummaryChart,
  summaryColumns,
} from './sales-summary-model';

export const SALES_SUMMARY_ALL_BRAND_CALL = 'chartsalessummaryviewbyall';
const TITLE = 'SALES SUMMARY ALL BRAND';
const MONTH_COLUMN = /^month-(\d+)$/;

interface ContentProps {
  data: SalesSummaryAllBrand;
  filter: AllBrandFilter;
  onSelect: (query: DetailQuery) => void;
}

function AllBrandContent({ data, filter, onSelect }: ContentProps) {
  const byBrand = filter.viewBy === 'All';
  const option = useMemo(
    () =>
      buildChartOption(
        salesSummaryChart(data.chartcategory, data.chart, {
          colors: byBrand ? SERIES_COLORS.brands : SERIES_COLORS.salesSummary,
          ignoreFirstSeries: !byBrand,
        }),
      ),
    [data, byBrand],
  );
  const year = filter.year;
  const model = useMemo(
    (): TableModel<SummaryRow> => ({
      // By TOTAL, the month headings open TOTAL's month: the keyboard's way to a chart click.
      columns: summaryColumns(
        data.tablecategory,
        year,
        byBrand
          ? undefined
          : (monthIndex) => ({
              label: `Open ${DETAIL_TITLES.sales} for ${TOTAL_COMPANY} ${data.tablecategory[monthIndex]} ${year}`,
              onActivate: () =>
                onSelect(
                  monthDetailQuery(allBrandDetailFilter(filter, TOTAL_COMPANY), year, monthIndex),
                ),
            }),
      ),
      sections: data.datatable.map((block) => ({
        id: block.company,
        title: `${block.companyName} (${block.company})`,
        titleActions: (columnId: string) => {
          const match = MONTH_COLUMN.exec(columnId);
          if (!match) return undefined;
          const monthIndex = Number(match[1]);
          const month = data.tablecategory[monthIndex] ?? '';
          return {
            text: month,
            label: `Open ${DETAIL_TITLES.sales} for ${block.companyName} ${month} ${year}`,
            onActivate: () =>
              onSelect(
                monthDetailQuery(allBrandDetailFilter(filter, block.company), year, monthIndex),
              ),
          };
        },
        rows: [
          growthRow(block.dataCurrentYearGrowth, `${block.company}-growth`),
          achievementRow(block.dataCurrentYearAchievement, `${block.company}-achievement`),
        ],
      })),
      rowId: (row) => row.id,
    }),
    [data, year, filter, byBrand, onSelect],
  );
  const onPointClick = (point: ChartPoint) => {
    const company = byBrand ? companyOfSeries(point.seriesName, data.datatable) : TOTAL_COMPANY;
    if (company === undefined) return;
    const query = detailQueryFromPoint(allBrandDetailFilter(filter, company), point, {
      ignoreFirstSeries: !byBrand,
    });
    if (query) onSelect(query);
  };
  const name = `${TITLE} ${filter.viewBy} ${year}`;
  return (
    <>
      <Chart
        option={option}
        label={`${TITLE} chart: nett per month, ${data.chart.map((line) => line.name).join(', ')}`}
        onPointClick={onPointClick}
      />
      <DataTable
        model={model}
        label={`${TITLE} growth and achievement by company`}
        fileName={name}
        sheetTitle={`${name} · ${data.datalastupdate.chartsubtitle}`}
      />
    </>
  );
}

export function SalesSummaryAllBrandWidget({ filter }: { filter: AllBrandFilter }) {
  const query = useMemo(() => allBrandQuery(filter), [filter]);
  const summary = useSalesCall(SALES_SUMMARY_ALL_BRAND_CALL, responses.salesSummaryAllBrand, query);
  const [selection, setSelection] = useState<DetailQuery | null>(null);
  return (
    <>
      <WidgetCard
        name="SalesSummaryAllBrandWidget"
        title={TITLE}
        query={summary}
        subtitle={(data) => data.datalastupdate.chartsubtitle}
        isEmpty={(data) => hasNoSales(data.chart)}
      >
        {(data) => <AllBrandContent data={data} filter={filter} onSelect={setSelection} />}
      </WidgetCard>
      <SalesDetailModal kind="sales" query={selection} onClose={() => setSelection(null)} />
    </>
  );
}
