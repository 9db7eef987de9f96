/**
 * ASP / UPT / ATV (chartsales) and LFL ASP / UPT / ATV (lflsalesAspUptAtv), spec 000 §2: average
 * selling price, units per transaction and average transaction value, each in its own titled
 * view with its chart, its GROWTH and metric table, and its own detail ('AVERAGE SELLING PRICE
 * ( ASP ) DETAIL', and with LFL 'AVERAGE SELLING PRICE ( ASP ) LFL DETAIL' from
 * lflsalessummarydetail). The regular widget covers the chosen year and the two before, keeps
 * months without sales empty in its tables and ignores a click on the ASP chart's oldest year;
 * the LFL one compares last year with this year, keeps every month and opens every point.
 */
import type { AspUptAtv } from '@outlet-pulse/contracts';
import { aspUptAtvCall, lflAspUptAtvCall, type SalesCall } from '../api/sales-queries';
import { type BrandFilter, brandQuery } from '../sales-filter';
import {
  hasNoMetrics,
  METRIC_INFO,
  METRICS,
  type MetricRow,
  metricBlock,
  metricChart,
  metricColumns,
  metricDetailKind,
  metricDetailQuery,
  metricFocusColumn,
  metricRows,
  metricTitle,
  nettRow,
} from './asp-upt-atv-model';
import { monthButton } from './month-detail';
import type { WidgetDefinition } from './widget-definition';

function metricsWidget(
  name: string,
  title: string,
  call: SalesCall<AspUptAtv>,
  lfl: boolean,
): WidgetDefinition<BrandFilter, AspUptAtv, MetricRow> {
  return {
    name,
    title,
    call,
    query: brandQuery,
    isEmpty: hasNoMetrics,
    details: METRICS.map((metric) => metricDetailKind(metric, lfl)),
    views: (data, { filter, query, select }) =>
      METRICS.map((metric) => {
        const viewTitle = metricTitle(metric, lfl);
        const block = metricBlock(data, metric);
        const year = block.series.at(-1)?.years ?? filter.year;
        const detail = metricDetailKind(metric, lfl);
        const focusColumn = metricFocusColumn(data.runningMonth, block.months);
        return {
          key: metric,
          title: viewTitle,
          chart: {
            spec: metricChart(data.chartcategory, block.series, metric, lfl, {
              runningMonth: data.runningMonth,
              months: block.months,
            }),
            label: `${viewTitle} chart: ${METRIC_INFO[metric].label} per month, ${block.series.map((line) => line.name).join(', ')}`,
            onPointClick: (point) => {
              const pointQuery = metricDetailQuery(query, point, metric, lfl);
              if (pointQuery) select({ detail, query: pointQuery });
            },
          },
          table: {
            model: {
              columns: metricColumns(
                data.chartcategory,
                year,
                monthButton({ select, detail, query }, year, data.chartcategory),
                data.runningMonth,
              ),
              sections: [
                {
                  id: metric,
                  rows: metricRows(block.months, metric, { hideWithoutNett: !lfl }),
                  sheetRows: [nettRow(block.months)],
                },
              ],
              rowId: (row) => row.id,
              ...(focusColumn ? { focusColumn } : {}),
            },
            label: `${viewTitle} growth and ${METRIC_INFO[metric].label}`,
            fileName: `${viewTitle} ${filter.company} ${year}`,
          },
        };
      }),
  };
}

export const aspUptAtvWidget = metricsWidget(
  'AspUptAtvWidget',
  'ASP / UPT / ATV',
  aspUptAtvCall,
  false,
);

export const lflAspUptAtvWidget = metricsWidget(
  'LflAspUptAtvWidget',
  'LFL ASP / UPT / ATV',
  lflAspUptAtvCall,
  true,
);
