/**
 * SALES SUMMARY (chartsalessummary, spec 000 §2): nett per month for the chosen year and the two
 * before, the GROWTH and ACHIEVEMENT table, and the ACHIEVEMENT DETAIL of a month. A click on
 * the oldest year's line (series 0) is ignored, as the spec says. The running month reads as
 * month-to-date in the chart and the table.
 *
 * SALES SUMMARY ALL BRAND (chartsalessummaryviewbyall, spec 000 §2): viewed by TOTAL, one line
 * per year for all brands added up; viewed by All, one line per brand for the chosen year. The
 * table has one block per company with its GROWTH and ACHIEVEMENT rows; each block's heading
 * row holds a button per month that opens that company's ACHIEVEMENT DETAIL (and, by TOTAL, the
 * table's month headings open TOTAL's). A chart click opens the detail of the clicked brand (or
 * of TOTAL); by TOTAL, the oldest year (series 0) is ignored.
 */
import type { SalesSummary, SalesSummaryAllBrand } from '@outlet-pulse/contracts';
import { SERIES_COLORS } from '../../../lib/charts/chart-option';
import { salesSummaryAllBrandCall, salesSummaryCall } from '../api/sales-queries';
import { allBrandDetailFilter } from '../detail/detail-query';
import { type AllBrandFilter, allBrandQuery, TOTAL_COMPANY } from '../sales-filter';
import { monthButton, pointDetail } from './month-detail';
import { monthColumns } from './monthly-table';
import { monthlyWidget } from './monthly-widget';
import {
  companyOfSeries,
  focusMonthColumn,
  hasNoSales,
  type SummaryRow,
  salesSummaryChart,
  seriesNames,
  summarySection,
} from './sales-summary-model';
import type { WidgetDefinition } from './widget-definition';

export const salesSummaryWidget = monthlyWidget<SalesSummary, SummaryRow>({
  name: 'SalesSummaryWidget',
  title: 'SALES SUMMARY',
  call: salesSummaryCall,
  year: (data, filter) => data.chart.at(-1)?.years ?? filter.year,
  isEmpty: (data) => hasNoSales(data.chart),
  detail: 'sales',
  chart: ({ data }) => ({
    spec: salesSummaryChart(data.chartcategory, data.chart, {
      runningMonth: data.runningMonth,
      runningPacing: () => data.pacing.month,
    }),
    shows: `nett per month, ${seriesNames(data.chart)}`,
  }),
  table: ({ data, year }) => ({
    months: data.tablecategory,
    sections: [summarySection('summary', data.tablegrowth, data.tableachievement, year)],
    rowId: (row) => row.id,
    focusColumn: focusMonthColumn(
      data.runningMonth,
      data.tablegrowth.map((cell) => cell.nettYearHere),
    ),
    shows: 'growth and achievement',
  }),
});

const ALL_BRAND_TITLE = 'SALES SUMMARY ALL BRAND';
const MONTH_COLUMN = /^month-(\d+)$/;

export const salesSummaryAllBrandWidget: WidgetDefinition<
  AllBrandFilter,
  SalesSummaryAllBrand,
  SummaryRow
> = {
  name: 'SalesSummaryAllBrandWidget',
  title: ALL_BRAND_TITLE,
  call: salesSummaryAllBrandCall,
  query: allBrandQuery,
  isEmpty: (data) => hasNoSales(data.chart),
  details: ['sales'],
  views: (data, { filter, select }) => {
    const byBrand = filter.viewBy === 'All';
    const year = filter.year;
    const companyMonth = (company: string) =>
      ({ select, detail: 'sales', query: allBrandDetailFilter(filter, company) }) as const;
    const nettByMonth = data.tablecategory.map((_, index) =>
      data.datatable.reduce(
        (sum, block) => sum + (block.dataCurrentYearGrowth[index]?.nettYearHere ?? 0),
        0,
      ),
    );
    const focusColumn = focusMonthColumn(data.runningMonth, nettByMonth);
    const name = `${ALL_BRAND_TITLE} ${filter.viewBy} ${year}`;
    return [
      {
        key: 'summary',
        chart: {
          spec: salesSummaryChart(data.chartcategory, data.chart, {
            colors: byBrand ? SERIES_COLORS.brands : SERIES_COLORS.salesSummary,
            ignoreFirstSeries: !byBrand,
            runningMonth: data.runningMonth,
            // By brand each line is a company's; by TOTAL the sum of them all.
            runningPacing: (seriesIndex) => {
              if (!byBrand) return data.pacing.month;
              const company = companyOfSeries(data.chart[seriesIndex]?.name ?? '', data.datatable);
              return (
                data.datatable.find((block) => block.company === company)?.pacing.month ?? null
              );
            },
          }),
          label: `${ALL_BRAND_TITLE} chart: nett per month, ${seriesNames(data.chart)}`,
          onPointClick: (point) => {
            const company = byBrand
              ? companyOfSeries(point.seriesName, data.datatable)
              : TOTAL_COMPANY;
            if (company === undefined) return;
            pointDetail(companyMonth(company), { ignoreFirstSeries: !byBrand })(point);
          },
        },
        table: {
          model: {
            // By TOTAL, the month headings open TOTAL's month: the keyboard's way to a chart click.
            columns: monthColumns(data.tablecategory, year, {
              monthAction: byBrand
                ? undefined
                : monthButton(companyMonth(TOTAL_COMPANY), year, data.tablecategory, {
                    who: TOTAL_COMPANY,
                  }),
              runningMonth: data.runningMonth,
            }),
            sections: data.datatable.map((block) => ({
              ...summarySection(
                block.company,
                block.dataCurrentYearGrowth,
                block.dataCurrentYearAchievement,
                year,
                `${block.company}-`,
              ),
              title: `${block.companyName} (${block.company})`,
              titleActions: (columnId: string) => {
                const match = MONTH_COLUMN.exec(columnId);
                if (!match) return undefined;
                const monthIndex = Number(match[1]);
                const button = monthButton(companyMonth(block.company), year, data.tablecategory, {
                  who: block.companyName,
                });
                return { ...button(monthIndex), text: data.tablecategory[monthIndex] ?? '' };
              },
            })),
            rowId: (row) => row.id,
            ...(focusColumn ? { focusColumn } : {}),
          },
          label: `${ALL_BRAND_TITLE} growth and achievement by company`,
          fileName: name,
        },
      },
    ];
  },
};
