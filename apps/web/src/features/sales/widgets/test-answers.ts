/**
 * Builders for the sales tests: the running month and its pacing, the brand filter, the chart
 * series and LFL answers the widgets read; and readers of what the widgets make: a chart's
 * tooltip at a point named as the chart names it, the series and axes ECharts is given, and a
 * spreadsheet's headings and values. Each test states only what its case is about.
 */
import {
  type LflSalesSummary,
  lflSalesSummarySchema,
  MONTH_NAMES,
  type PacingFigures,
  type RunningMonth,
} from '@outlet-pulse/contracts';
import type { ChartOption, ChartSpec } from '../../../lib/charts/chart-option';
import type { SheetTable } from '../../../lib/xlsx/sheet-layout';
import type { BrandFilter } from '../sales-filter';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The running month `bulan` (1–12) of `year`, 20 days in unless told: '1–20 Oct 2026'. */
export function buildRunningMonth(year: number, bulan: number, daysElapsed = 20): RunningMonth {
  const month = `${year}-${twoDigits(bulan)}`;
  const lastYearMonth = `${year - 1}-${twoDigits(bulan)}`;
  const days = `1–${daysElapsed} ${MONTH_NAMES[bulan - 1]}`;
  return {
    year,
    bulan,
    from: `${month}-01`,
    to: `${month}-${twoDigits(daysElapsed)}`,
    daysElapsed,
    daysInMonth: new Date(Date.UTC(year, bulan, 0)).getUTCDate(),
    lastYearFrom: `${lastYearMonth}-01`,
    lastYearTo: `${lastYearMonth}-${twoDigits(daysElapsed)}`,
    label: `${days} ${year}`,
    lastYearLabel: `${days} ${year - 1}`,
  };
}

/** The pacing of 1–20 Oct 2026: behind its target, ahead of last year. */
export function buildPacing(overrides: Partial<PacingFigures> = {}): PacingFigures {
  return {
    from: '2026-10-01',
    to: '2026-10-20',
    daysElapsed: 20,
    daysInPeriod: 31,
    lastYearFrom: '2025-10-01',
    lastYearTo: '2025-10-20',
    label: '1–20 Oct 2026',
    lastYearLabel: '1–20 Oct 2025',
    nett: 1_330_000_000,
    targetToDate: 1_530_000_000,
    achievementPersen: 86.93,
    achievementStatus: 'N',
    lastYearSameDays: 546_000_000,
    lastYearWhole: 860_000_000,
    growthPersen: 143.59,
    growthStatus: 'Y',
    target: 2_371_500_000,
    runRate: 2_061_500_000,
    projection: 2_095_000_000,
    projectedPersen: 88.34,
    projectedStatus: 'N',
    neededPerDay: 94_681_818,
    ...overrides,
  };
}

/** The brand filter of KCG01, STORES, group O, every outlet, 2026. */
export function buildBrandFilter(overrides: Partial<BrandFilter> = {}): BrandFilter {
  return {
    kind: 'brand',
    company: 'KCG01',
    type: 'STORES',
    group: ['O'],
    outlet: ['All'],
    year: 2026,
    ...overrides,
  };
}

interface SeriesShape {
  type?: 'line' | 'bar';
  yAxisIndex?: 0 | 1;
}

/** How the traffic charts draw their series: traffic as columns, conversion as lines on the right. */
export const TRAFFIC: SeriesShape = { type: 'bar', yAxisIndex: 0 };
export const CONVERSION: SeriesShape = { type: 'line', yAxisIndex: 1 };

/** A chart series of an answer; a name ending in a year ('Traffic 2026') is of that year. */
export function buildSeries(
  name: string,
  data: (number | null)[],
  { type = 'line', yAxisIndex = 0 }: SeriesShape = {},
) {
  const year = /\d{4}$/.exec(name);
  return { name, ...(year ? { years: Number(year[0]) } : {}), type, yAxisIndex, data };
}

/** What every chart answer carries: the data date line, the months, no running month. */
export function answerBase(categories: readonly string[]) {
  return {
    datalastupdate: { dateLastViewFormat: '2026-10-31', chartsubtitle: 'Data until 31 Oct 2026' },
    chartcategory: categories,
    runningMonth: null,
  };
}

/** An LFL answer of `categories` holding only `parts`: its sales summary, or its traffic. */
export function buildLflAnswer(
  categories: readonly string[],
  parts: Partial<LflSalesSummary>,
): LflSalesSummary {
  return lflSalesSummarySchema.parse({
    ...answerBase(categories),
    chartSalesSummaryData: [],
    tableSalesSummaryData: [],
    main: [],
    tableHeader: categories,
    chartTrafficData: [],
    tableTrafficData: [],
    ...parts,
  });
}

/** The tooltip of a chart's point, named as the chart names it: its series' name and month. */
export function tooltipAt(
  spec: ChartSpec,
  seriesIndex: number,
  dataIndex: number,
  value: number | null,
): string[] {
  const seriesName = spec.series[seriesIndex]?.name;
  const category = spec.categories[dataIndex];
  if (seriesName === undefined || category === undefined) {
    throw new Error(`The chart has no point ${seriesIndex}/${dataIndex}`);
  }
  return spec.tooltip({ seriesIndex, dataIndex, seriesName, category, value });
}

/** A series as ECharts is given it, in the fields the tests read. */
export interface DrawnSeries {
  name: string;
  type: string;
  yAxisIndex: number;
  cursor: string;
  data: unknown[];
  smooth: boolean;
  connectNulls: boolean;
  lineStyle: { width: number };
}

/** A value axis as ECharts is given it, in the fields the tests read. */
export interface DrawnAxis {
  name: string;
  position: string;
  min: number;
  max: number;
  interval: number;
  axisLabel: { formatter: (value: number) => string };
}

/** The series and the value axes ECharts is given. */
export function drawn(option: ChartOption): { series: DrawnSeries[]; axes: DrawnAxis[] } {
  return { series: option.series as DrawnSeries[], axes: option.yAxis as DrawnAxis[] };
}

/** The headings of a spreadsheet's columns. */
export function sheetHeaders(sheet: SheetTable): string[] {
  return sheet.columns.map((column) => column.header);
}

/** The values of a spreadsheet section's rows, cell by cell. */
export function sheetValues(sheet: SheetTable, section = 0) {
  return sheet.sections[section]?.rows.map((cells) => cells.map((cell) => cell.value));
}
