/**
 * What a sales widget is, as data: its name and title, the call it shows, when its answer counts
 * as empty, what it draws from an answer (one chart and its table, or one per metric), and the
 * details it opens. One component (sales-widget.tsx) renders every definition, so the card,
 * its states, the chart, the table with its Excel file and the detail modals are written once.
 */
import type { RunningMonth } from '@outlet-pulse/contracts';
import type { TableModel } from '../../../components/data-table/table-model';
import type { ChartPoint, ChartSpec } from '../../../lib/charts/chart-option';
import type { SalesCall, SalesQuery } from '../api/sales-queries';
import type { DetailKind } from '../detail/detail-model';
import type { DetailQuery } from '../detail/detail-query';

/** What every chart answer carries: its data date line and the running month. */
export interface SalesAnswer {
  datalastupdate: { chartsubtitle: string };
  runningMonth: RunningMonth | null;
}

/** The modals a widget opens: the per-outlet detail of a kind, or the dilution detail. */
export type DetailTarget = DetailKind | 'dilution';

/** A month chosen in a chart or a table: which detail, and its query. */
export interface WidgetSelection {
  detail: DetailTarget;
  query: DetailQuery;
}

export interface WidgetContext<Filter> {
  filter: Filter;
  /** The widget's call query for the filter; the detail queries start from it. */
  query: SalesQuery;
  /** Opens a detail (or, on the achievement summary, the sales summary of the month). */
  select: (selection: WidgetSelection) => void;
}

export interface WidgetView<Row> {
  key: string;
  /** A heading of its own, where a widget shows several views (ASP, UPT, ATV). */
  title?: string;
  chart: {
    spec: ChartSpec;
    /** What the chart shows, for screen readers. */
    label: string;
    height?: number;
    onPointClick: (point: ChartPoint) => void;
  };
  table: {
    model: TableModel<Row>;
    label: string;
    /** The Excel file's name; its sheet title adds the answer's data date. */
    fileName: string;
  };
}

export interface WidgetDefinition<Filter, Data extends SalesAnswer, Row> {
  /** The widget's name, written to data-widget and data-widget-slot. */
  name: string;
  title: string;
  call: SalesCall<Data>;
  /** The call's query for a filter. */
  query: (filter: Filter) => SalesQuery;
  /** True when the answer holds no sales at all: the card says so instead of drawing. */
  isEmpty: (data: Data) => boolean;
  /** What the card says of an empty answer, where not 'No sales for this selection'. */
  emptyText?: (filter: Filter) => string;
  views: (data: Data, context: WidgetContext<Filter>) => WidgetView<Row>[];
  /** The detail modals the widget opens. */
  details: readonly DetailTarget[];
}
