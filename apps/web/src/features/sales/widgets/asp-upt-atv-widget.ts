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
  metricDetailKind,
  metricTable,
  metricTitle,
} from './asp-upt-atv-model';
import { monthlyView } from './monthly-widget';
import { seriesNames } from './sales-summary-model';
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
        const { label } = METRIC_INFO[metric];
        const { series, months } = metricBlock(data, metric);
        const spec = metricChart(data.chartcategory, series, metric, lfl, {
          runningMonth: data.runningMonth,
          months,
        });
        const view = {
          key: metric,
          title: metricTitle(metric, lfl),
          heading: true,
          year: series.at(-1)?.years ?? filter.year,
          detail: metricDetailKind(metric, lfl),
          chart: { spec, shows: `${label} per month, ${seriesNames(series)}` },
          table: { ...metricTable(data, metric, lfl), shows: `growth and ${label}` },
        };
        const where = { company: filter.company, query, select, runningMonth: data.runningMonth };
        return monthlyView(view, where);
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
