/**
 * The monthly view of a brand widget (the sales and traffic summaries, their LFL twins, and
 * each metric of ASP / UPT / ATV) as its parts: its title, its year, what its chart draws, what
 * its table by month holds, and the detail a month opens. This draws them the same way for all:
 * the labels and the Excel file's name from the title, and both ways to a month's detail (a
 * click on a point, and its keyboard twin, the button of a month's heading). `monthlyWidget`
 * makes a whole widget of one such view: the brand query and the detail modal added.
 */
import type { LflSalesSummary, RunningMonth } from '@outlet-pulse/contracts';
import type { TableModel } from '../../../components/data-table/table-model';
import type { ChartSpec } from '../../../lib/charts/chart-option';
import { lflSummaryCall, type SalesCall } from '../api/sales-queries';
import type { DetailKind } from '../detail/detail-model';
import { type BrandFilter, brandQuery } from '../sales-filter';
import { lflSummaryYear } from './lfl-sales-summary-model';
import { monthButton, pointDetail } from './month-detail';
import { type MonthColumnOptions, type MonthRow, monthColumns } from './monthly-table';
import type { SalesAnswer, WidgetContext, WidgetDefinition, WidgetView } from './widget-definition';

/** What the chart and the table are built from: the answer, the filter and the table's year. */
interface MonthlyContext<Data> {
  data: Data;
  filter: BrandFilter;
  year: number;
}

export interface MonthlyChart {
  spec: ChartSpec;
  /** What the chart shows, after 'TITLE chart: ', for screen readers. */
  shows: string;
}

export interface MonthlyTable<Row> extends Omit<TableModel<Row>, 'columns'> {
  /** The month headings, which are also the months a heading's button opens. */
  months: readonly string[];
  /** How the month columns read (percentages with arrows unless told). */
  columns?: Omit<MonthColumnOptions, 'monthAction' | 'runningMonth'>;
  /** What the table holds, after the title, for screen readers. */
  shows: string;
  /** The Excel file's name before the company and year, where not the title. */
  fileTitle?: string;
}

/** One monthly view: a chart and a table by month that open one detail of a month. */
export interface MonthlyView<Row> {
  key: string;
  /** Names the chart, the table and the Excel file ('SALES SUMMARY chart: …'). */
  title: string;
  /** Shows the title as the view's own heading, in a widget of several views. */
  heading?: boolean;
  year: number;
  detail: DetailKind;
  /** How the month headings' buttons name the detail, where not by its modal's title. */
  buttonTitle?: string | undefined;
  chart: MonthlyChart;
  table: MonthlyTable<Row>;
}

/** Where a view is drawn: the filter's company, the call's query, and what a month opens. */
type ViewContext = Pick<WidgetContext<BrandFilter>, 'query' | 'select'> & {
  company: string;
  runningMonth: RunningMonth | null;
};

/**
 * A monthly view as the widget draws it: labelled by its title, a click on a point the chart
 * lets one click opens that month's detail (spec 000 §2: the non-LFL charts do not let one
 * click their oldest year, series 0), and so does the button of each month's heading.
 */
export function monthlyView<Row extends MonthRow>(
  view: MonthlyView<Row>,
  { company, query, select, runningMonth }: ViewContext,
): WidgetView<Row> {
  const { title, year, detail, chart, table } = view;
  const { months, columns, shows, fileTitle = title, ...model } = table;
  const month = { select, detail, query };
  const button = view.buttonTitle ? { title: view.buttonTitle } : {};
  return {
    key: view.key,
    ...(view.heading ? { title } : {}),
    chart: {
      spec: chart.spec,
      label: `${title} chart: ${chart.shows}`,
      onPointClick: pointDetail(month, {
        ignoreFirstSeries: chart.spec.isClickable?.(0) === false,
      }),
    },
    table: {
      model: {
        columns: monthColumns(months, year, {
          ...columns,
          monthAction: monthButton(month, year, months, button),
          runningMonth,
        }),
        ...model,
      },
      label: `${title} ${shows}`,
      fileName: `${fileTitle} ${company} ${year}`,
    },
  };
}

export interface MonthlyWidget<Data extends SalesAnswer, Row extends MonthRow> {
  name: string;
  title: string;
  call: SalesCall<Data>;
  /** The year of the table (and of its months' details). */
  year: (data: Data, filter: BrandFilter) => number;
  isEmpty: (data: Data) => boolean;
  /** What the card says of an empty answer, where not 'No sales for this selection'. */
  emptyText?: (filter: BrandFilter) => string;
  /** The detail a month opens. */
  detail: DetailKind;
  buttonTitle?: string;
  chart: (context: MonthlyContext<Data>) => MonthlyChart;
  table: (context: MonthlyContext<Data>) => MonthlyTable<Row>;
}

/** A brand widget of one monthly view. */
export function monthlyWidget<Data extends SalesAnswer, Row extends MonthRow>(
  widget: MonthlyWidget<Data, Row>,
): WidgetDefinition<BrandFilter, Data, Row> {
  const { title, detail, buttonTitle } = widget;
  return {
    name: widget.name,
    title,
    call: widget.call,
    query: brandQuery,
    isEmpty: widget.isEmpty,
    ...(widget.emptyText ? { emptyText: widget.emptyText } : {}),
    details: [detail],
    views: (data, { filter, query, select }) => {
      const context = { data, filter, year: widget.year(data, filter) };
      const view = {
        key: detail,
        title,
        year: context.year,
        detail,
        buttonTitle,
        chart: widget.chart(context),
        table: widget.table(context),
      };
      const where = { company: filter.company, query, select, runningMonth: data.runningMonth };
      return [monthlyView(view, where)];
    },
  };
}

/**
 * The two LFL widgets read one answer (lflsalessummary, fetched once for both) and show the
 * year of its last series (this year).
 */
export function lflWidget<Row extends MonthRow>(
  widget: Omit<MonthlyWidget<LflSalesSummary, Row>, 'call' | 'year'>,
): WidgetDefinition<BrandFilter, LflSalesSummary, Row> {
  return monthlyWidget({
    ...widget,
    call: lflSummaryCall,
    year: (data, filter) => lflSummaryYear(data, filter.year),
  });
}
