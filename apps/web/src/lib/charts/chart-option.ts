/**
 * The look of every sales chart (spec 000 §9) and the pure step from a widget's description of
 * its chart to an echarts option: value axes whose steps fill the plot (fitted to the data for
 * ratios, never so narrow that noise looks like a cliff), the running month drawn as partial (a dashed segment into a hollow point, a hollow
 * bar) with 'MTD' under its month, a legend that wraps rather than hides a series, and a
 * tooltip that stays under modals. Nothing here loads echarts: only its types are imported, so
 * widgets and tests can build options without pulling the library into their chunk.
 */

import { abbreviationUnit, formatAxisValue, formatDecimal } from '@outlet-pulse/contracts';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export const CHART_HEIGHT = 400;
export const LINE_WIDTH = 3;
/** A value axis has between three and six intervals, whichever fills the plot best. */
export const AXIS_SPLITS = { min: 3, max: 6 } as const;
export const LEGEND_HEIGHT = 55;
export const TRAFFIC_LEGEND_HEIGHT = 50;
/** Line points are this big, so that a finger or a mouse finds them. */
export const SYMBOL_SIZE = 8;

/**
 * The plot area inside the chart, in pixels. Fixed rather than fitted to the labels, so that
 * a month's point always sits at the same place (the browser tests rely on it too).
 */
export const PLOT_MARGIN = {
  left: 76,
  right: 24,
  rightWithSecondAxis: 64,
  bottom: 32,
  /** With a running month, its x label has a second line ('MTD'). */
  bottomWithRunningMonth: 46,
  gap: 12,
};

/** The chart's tooltip sits under Mantine's modals (z-index 200), never over one. */
export const TOOLTIP_CLASS = 'chart-tooltip';
const TOOLTIP_Z_INDEX = 150;

const AMBER = '#f59f00';
const YELLOW = '#fcc419';
const RED = '#e03131';
const BLUE = '#1c7ed6';

/** Series colours per widget, oldest year first (spec 000 §9). */
export const SERIES_COLORS = {
  aspUptAtv: [YELLOW, RED, BLUE],
  /** LFL charts have two years: last year and this year. */
  aspUptAtvLfl: [RED, BLUE],
  salesSummary: [AMBER, RED, BLUE],
  salesSummaryLfl: [RED, BLUE],
  traffic: [RED, AMBER, BLUE],
  trafficLfl: [AMBER, BLUE],
  /** Nett bars and the achievement line (spec 001 §2.10 names no colours). */
  achievement: [BLUE, AMBER],
  /** MARKDOWN, VIP, PROMO, TOTAL. The spec names no colours for dilution. */
  dilution: [BLUE, AMBER, '#0ca678', RED],
  /** One series per brand in the all-brand views. */
  brands: [
    '#1c7ed6',
    '#e03131',
    '#f59f00',
    '#0ca678',
    '#7048e8',
    '#d6336c',
    '#1098ad',
    '#74b816',
    '#f76707',
    '#495057',
    '#ae3ec9',
    '#4263eb',
  ],
} as const;

export interface ChartSeries {
  name: string;
  type: 'line' | 'bar';
  /** One value per category; null is a gap. */
  data: (number | null)[];
  yAxisIndex?: 0 | 1;
  /**
   * The category index whose value is month-to-date (the running month): drawn as partial, a
   * hollow point reached by a dashed segment, or a hollow bar with a dashed edge.
   */
  partialIndex?: number;
}

export interface ChartAxis {
  /** The axis title, such as 'Nett Summary'. */
  name: string;
  /** 'abbreviated' reads 28B or 1,5B, 'percent' reads 18%, 'decimal' reads 1,85. */
  labels: 'abbreviated' | 'percent' | 'decimal';
  /** A fixed scale from 0 to this value, whatever the data (the achievement axis: 0–200). */
  fixedMax?: number;
  /**
   * 'zero' (the default) runs from 0; 'data' is fitted around the data, for ratios (ASP, UPT,
   * ATV, conversion) whose years would otherwise lie on top of each other near the top, with
   * the minimum span of RATIO_AXIS_MIN_SPAN.
   */
  range?: 'zero' | 'data';
  /**
   * What the values are rounded to where they are read (1 for whole rupiah, 0.01 for UPT and
   * percentages): a fitted axis spans at least four of these steps. By default 0.01 for
   * 'decimal' and 'percent' labels, 1 for 'abbreviated' ones.
   */
  rounding?: number;
}

export interface ChartPoint {
  seriesIndex: number;
  dataIndex: number;
  seriesName: string;
}

export interface ChartSpec {
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** The left axis, and optionally the opposite (right) one. */
  axes: readonly [ChartAxis] | readonly [ChartAxis, ChartAxis];
  colors: readonly string[];
  legendHeight: number;
  /** The lines of a point's tooltip, as plain text. */
  tooltip: (point: ChartPoint & { category: string; value: number | null }) => string[];
  /** Points of a series the user may not click (spec: series 0 of some charts). */
  isClickable?: (seriesIndex: number) => boolean;
  /** The category index of the running month: its x label gets a second line, 'MTD'. */
  runningIndex?: number | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The tooltip is HTML: names from the server must not become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export interface AxisScale {
  min: number;
  max: number;
  interval: number;
  /** The K/M/B/T/Q step every label reads in (1 for percent and decimal labels). */
  unit: number;
  /** Decimals every label shows, the fewest that keep all of them exact. */
  decimals: number;
}

const STEP_MANTISSAS = [1, 2, 2.5, 5];
const MAX_DECIMALS: Record<ChartAxis['labels'], number> = {
  abbreviated: 1,
  percent: 1,
  decimal: 2,
};

/** The fewest decimals (up to `most`) at which every tick reads exactly, or null. */
function exactDecimals(ticks: readonly number[], unit: number, most: number): number | null {
  for (let decimals = 0; decimals <= most; decimals += 1) {
    const factor = 10 ** decimals;
    const exact = ticks.every((tick) => {
      const scaled = (tick / unit) * factor;
      return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled));
    });
    if (exact) return decimals;
  }
  return null;
}

/**
 * A value axis that uses the plot: 3 to 6 intervals of 1, 2, 2.5 or 5 × 10^n, whichever
 * reaches past the data with the shortest span, with labels exact at no more than one decimal
 * (two for 'decimal' labels). Data up to 1.25 B runs 0–1,5 B by 0,5 B (not 0–4 B); a fitted
 * axis ('data') starts near the lowest value instead of at 0.
 */
export function axisScale(
  low: number,
  high: number,
  labels: ChartAxis['labels'],
  range: ChartAxis['range'] = 'zero',
): AxisScale {
  let bottom = range === 'zero' ? Math.min(0, low) : low;
  let top = Math.max(high, bottom);
  if (top === bottom) {
    const pad = top === 0 ? 1 : Math.abs(top) * 0.1;
    top += pad;
    if (range === 'data') bottom = low >= 0 ? Math.max(0, bottom - pad) : bottom - pad;
  }
  const span = top - bottom;
  const unitOf = (min: number, max: number) =>
    labels === 'abbreviated' ? abbreviationUnit(Math.max(Math.abs(min), Math.abs(max))) : 1;
  let best: (AxisScale & { splits: number }) | null = null;
  const firstExponent = Math.floor(Math.log10(span / AXIS_SPLITS.max)) - 1;
  for (let exponent = firstExponent; exponent <= firstExponent + 3; exponent += 1) {
    for (const mantissa of STEP_MANTISSAS) {
      const interval = mantissa * 10 ** exponent;
      // Counts and rupiah step in whole numbers.
      if (labels === 'abbreviated' && interval < 1) continue;
      const first = Math.floor(bottom / interval + 1e-9);
      let last = Math.ceil(top / interval - 1e-9);
      if (last - first < AXIS_SPLITS.min) last = first + AXIS_SPLITS.min;
      const splits = last - first;
      if (splits > AXIS_SPLITS.max) continue;
      const min = first * interval;
      const max = last * interval;
      const unit = unitOf(min, max);
      const ticks = Array.from({ length: splits + 1 }, (_, index) => (first + index) * interval);
      const decimals = exactDecimals(ticks, unit, MAX_DECIMALS[labels]);
      if (decimals === null) continue;
      const better =
        best === null ||
        max - min < best.max - best.min - 1e-9 * span ||
        (Math.abs(max - min - (best.max - best.min)) <= 1e-9 * span &&
          (decimals < best.decimals ||
            (decimals === best.decimals && Math.abs(splits - 4) < Math.abs(best.splits - 4))));
      if (better) best = { min, max, interval, unit, decimals, splits };
    }
  }
  if (best === null) throw new Error(`No axis scale fits ${low}–${high}.`);
  const { splits: _splits, ...scale } = best;
  return scale;
}

/**
 * The least a fitted (ratio) axis spans, so that it does not magnify noise: ±5 % of the values'
 * mean, and at least four steps of the values' own rounding (UPT read to 0,01 never spans
 * 1,70–1,73). An ASP between 157,0 K and 158,2 K (0,8 %) is then drawn on about 150–166 K, where
 * it reads as the flat line it is, not as a cliff.
 */
export const RATIO_AXIS_MIN_SPAN = { ofMean: 0.05, roundingSteps: 4 } as const;

/**
 * The range a fitted axis must cover for these values: the values' own range where it is wide
 * enough, otherwise the minimum span (RATIO_AXIS_MIN_SPAN) centred on them, moved up to start
 * at 0 where centring would take positive values below it.
 */
export function ratioAxisRange(
  values: readonly number[],
  rounding: number,
): { low: number; high: number } {
  if (values.length === 0) return { low: 0, high: 0 };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const minSpan = Math.max(
    2 * RATIO_AXIS_MIN_SPAN.ofMean * Math.abs(mean),
    RATIO_AXIS_MIN_SPAN.roundingSteps * rounding,
  );
  if (high - low >= minSpan) return { low, high };
  const centre = (low + high) / 2;
  const bottom = centre - minSpan / 2;
  if (low >= 0 && bottom < 0) return { low: 0, high: minSpan };
  return { low: bottom, high: bottom + minSpan };
}

const DEFAULT_ROUNDING: Record<ChartAxis['labels'], number> = {
  abbreviated: 1,
  percent: 0.01,
  decimal: 0.01,
};

/** The label of a tick on an axis of this scale. */
export function axisLabelText(
  value: number,
  labels: ChartAxis['labels'],
  scale: Pick<AxisScale, 'unit' | 'decimals'>,
): string {
  if (value === 0) return labels === 'percent' ? '0%' : '0';
  if (labels === 'percent') return `${formatDecimal(value, scale.decimals)}%`;
  if (labels === 'decimal') return formatDecimal(value, scale.decimals);
  return formatAxisValue(value, scale.unit, scale.decimals);
}

interface TooltipParams {
  seriesIndex?: number;
  seriesId?: string;
  dataIndex?: number;
  seriesName?: string;
  name?: string;
  value?: unknown;
}

/** The scale of one axis: fixed, or from the values of the series drawn on it. */
export function scaleOfAxis(
  series: readonly ChartSeries[],
  axisIndex: number,
  axis: ChartAxis,
): AxisScale {
  if (axis.fixedMax !== undefined) {
    return axisScale(0, axis.fixedMax, axis.labels);
  }
  const values = series
    .filter((line) => (line.yAxisIndex ?? 0) === axisIndex)
    .flatMap((line) => line.data)
    .filter((value): value is number => value !== null);
  if (values.length === 0) return axisScale(0, 0, axis.labels);
  if (axis.range === 'data') {
    const { low, high } = ratioAxisRange(values, axis.rounding ?? DEFAULT_ROUNDING[axis.labels]);
    return axisScale(low, high, axis.labels, 'data');
  }
  return axisScale(Math.min(...values), Math.max(...values), axis.labels, axis.range ?? 'zero');
}

/**
 * Series ids carry the index of the series they draw, so that a click or a tooltip on the
 * running month's partial piece (a series of its own) answers for its series.
 */
const SERIES_ID = /^series-(\d+)(?:-partial)?$/;

export function sourceSeriesIndex(seriesId: string | undefined, fallback: number): number {
  const match = seriesId ? SERIES_ID.exec(seriesId) : null;
  return match ? Number(match[1]) : fallback;
}

/** '#1c7ed6' → 'rgba(28, 126, 214, 0.25)': the fill of a partial bar. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hex;
  const [red, green, blue] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

/** The value of a category, or null past the data. */
const valueAt = (data: readonly (number | null)[], index: number) => data[index] ?? null;

function lineSeries(
  series: ChartSeries,
  index: number,
  color: string,
  cursor: string,
): LineSeriesOption[] {
  const partial = series.partialIndex;
  const base = {
    type: 'line' as const,
    name: series.name,
    yAxisIndex: series.yAxisIndex ?? 0,
    smooth: false,
    connectNulls: false,
    showSymbol: true,
    symbolSize: SYMBOL_SIZE,
    itemStyle: { color },
    lineStyle: { width: LINE_WIDTH, color },
    cursor,
  };
  if (partial === undefined || valueAt(series.data, partial) === null) {
    return [{ ...base, id: `series-${index}`, data: [...series.data] }];
  }
  // A line cannot dash one of its segments: the whole months stay on the series, and the
  // running month is a series of its own (same name, so the legend shows and hides both):
  // a dashed segment from the month before into a hollow point.
  const whole = series.data.map((value, at) => (at === partial ? null : value));
  const piece = series.data.map((value, at) => {
    if (at === partial) {
      return { value, symbol: 'emptyCircle', symbolSize: SYMBOL_SIZE + 2 };
    }
    if (at === partial - 1 && value !== null) return { value, symbol: 'none' };
    return null;
  });
  return [
    { ...base, id: `series-${index}`, data: whole },
    {
      ...base,
      id: `series-${index}-partial`,
      data: piece,
      lineStyle: { width: LINE_WIDTH, color, type: 'dashed' as const },
    },
  ];
}

function barSeries(
  series: ChartSeries,
  index: number,
  color: string,
  cursor: string,
): BarSeriesOption[] {
  const partial = series.partialIndex;
  return [
    {
      type: 'bar' as const,
      id: `series-${index}`,
      name: series.name,
      yAxisIndex: series.yAxisIndex ?? 0,
      barMaxWidth: 18,
      itemStyle: { color },
      cursor,
      // The running month's bar is hollow with a dashed edge: a part of the month, not all of it.
      data: series.data.map((value, at) =>
        at === partial && value !== null
          ? {
              value,
              itemStyle: {
                color: withAlpha(color, 0.2),
                borderColor: color,
                borderWidth: 2,
                borderType: 'dashed' as const,
              },
            }
          : value,
      ),
    },
  ];
}

/**
 * The names the legend lists: every series with at least one value. A series without any (a
 * year before the data begins) stays in the option, so that series indexes (and the clicks the
 * spec ignores on series 0) keep their meaning, but it is not offered in the legend.
 */
export function legendEntries(series: readonly ChartSeries[]): string[] {
  const names = series
    .filter((line) => line.data.some((value) => value !== null))
    .map((line) => line.name);
  return [...new Set(names)];
}

export function buildChartOption(spec: ChartSpec): ChartOption {
  const hasSecondAxis = spec.axes.length > 1;
  const clickable = spec.isClickable ?? (() => true);
  const colorOf = (index: number) => spec.colors[index % spec.colors.length] ?? '#000';
  const running = spec.runningIndex ?? null;
  const scales = spec.axes.map((axis, index) => scaleOfAxis(spec.series, index, axis));
  const named = legendEntries(spec.series);
  return {
    color: [...spec.colors],
    animationDuration: 300,
    grid: {
      left: PLOT_MARGIN.left,
      right: hasSecondAxis ? PLOT_MARGIN.rightWithSecondAxis : PLOT_MARGIN.right,
      top: spec.legendHeight + PLOT_MARGIN.gap,
      bottom: running === null ? PLOT_MARGIN.bottom : PLOT_MARGIN.bottomWithRunningMonth,
      outerBoundsMode: 'none',
    },
    legend: {
      // Every series always has its legend item: the legend wraps to more rows where one does
      // not fit (a series per brand, a phone), and fitToWidth makes room for them above the plot.
      type: 'plain',
      top: 4,
      left: 'center',
      // A year without data (2023 under a 2024 that is the first year loaded) has no entry.
      ...(named.length < spec.series.length ? { data: named } : {}),
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      className: TOOLTIP_CLASS,
      extraCssText: `z-index: ${TOOLTIP_Z_INDEX};`,
      formatter: (raw) => {
        const params = (Array.isArray(raw) ? raw[0] : raw) as TooltipParams | undefined;
        if (!params) return '';
        const rawValue =
          typeof params.value === 'object' && params.value !== null && 'value' in params.value
            ? (params.value as { value: unknown }).value
            : params.value;
        const value = typeof rawValue === 'number' ? rawValue : null;
        return spec
          .tooltip({
            seriesIndex: sourceSeriesIndex(params.seriesId, params.seriesIndex ?? 0),
            dataIndex: params.dataIndex ?? 0,
            seriesName: params.seriesName ?? '',
            category: params.name ?? '',
            value,
          })
          .map(escapeHtml)
          .join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: [...spec.categories],
      boundaryGap: true,
      axisTick: { alignWithLabel: true },
      axisLabel: {
        formatter: (value: string, index: number) =>
          index === running ? `{running|${value}}\n{mtd|MTD}` : value,
        rich: {
          running: { fontWeight: 'bold', lineHeight: 14 },
          mtd: { fontSize: 9, fontWeight: 'bold', color: '#495057', lineHeight: 11 },
        },
      },
    },
    yAxis: spec.axes.map((axis, index) => {
      const scale = scales[index] as AxisScale;
      return {
        type: 'value' as const,
        min: scale.min,
        max: scale.max,
        interval: scale.interval,
        name: axis.name,
        position: index === 0 ? ('left' as const) : ('right' as const),
        nameLocation: 'middle' as const,
        nameGap: index === 0 ? 52 : 40,
        axisLabel: { formatter: (value: number) => axisLabelText(value, axis.labels, scale) },
        splitLine: { show: index === 0 },
      };
    }),
    series: spec.series.flatMap((series, index): (LineSeriesOption | BarSeriesOption)[] => {
      const cursor = clickable(index) ? 'pointer' : 'default';
      return series.type === 'bar'
        ? barSeries(series, index, colorOf(index), cursor)
        : lineSeries(series, index, colorOf(index), cursor);
    }),
  };
}

/** How a legend item is drawn, by the width of the chart. */
export interface LegendLook {
  itemWidth: number;
  itemHeight: number;
  itemGap: number;
  fontSize: number;
}

/** Below this chart width the legend's items shrink (a phone). */
export const NARROW_CHART_WIDTH = 480;

export function legendLook(chartWidth: number): LegendLook {
  return chartWidth < NARROW_CHART_WIDTH
    ? { itemWidth: 16, itemHeight: 10, itemGap: 8, fontSize: 11 }
    : { itemWidth: 25, itemHeight: 14, itemGap: 10, fontSize: 12 };
}

/** The text gap between a legend item's mark and its name, and a row's height per font px. */
const LEGEND_TEXT_GAP = 5;
const LEGEND_LINE_HEIGHT = 1.35;
const LEGEND_PADDING = 5;

/**
 * How many rows the legend's names take at this width, laid out the way echarts lays out a
 * plain legend (left to right, wrapping when the next item would pass the edge).
 */
export function legendRows(
  names: readonly string[],
  chartWidth: number,
  look: LegendLook,
  textWidth: (text: string, fontSize: number) => number,
): number {
  const room = chartWidth - 4 * LEGEND_PADDING;
  let rows = 1;
  let x = 0;
  for (const name of names) {
    const width = look.itemWidth + LEGEND_TEXT_GAP + textWidth(name, look.fontSize);
    if (x > 0 && x + width > room) {
      rows += 1;
      x = 0;
    }
    x += width + look.itemGap;
  }
  return rows;
}

/** The legend's names once each, in order (a partial piece shares its series' name). */
function legendNames(option: ChartOption): string[] {
  const listed = (option.legend as { data?: string[] } | undefined)?.data;
  if (listed) return listed;
  const series = (option.series ?? []) as { name?: string }[];
  return [...new Set(series.map((line) => line.name ?? ''))];
}

/** Below this width per month, the x axis labels every other month (always the running one). */
const MIN_LABEL_SLOT = 34;

/**
 * Which x labels show: all where they fit, otherwise every other month, chosen so that the
 * running month's ('MTD') is one of them.
 */
export function xLabelInterval(
  categoryCount: number,
  plotWidth: number,
  runningIndex: number | null,
): number | ((index: number) => boolean) {
  if (categoryCount === 0 || plotWidth / categoryCount >= MIN_LABEL_SLOT) return 0;
  const anchor = runningIndex ?? 0;
  return (index: number) => Math.abs(index - anchor) % 2 === 0;
}

/**
 * The option fitted to the chart's width: a legend that shrinks on a phone and wraps to as
 * many rows as its names need, a plot that starts below it (never higher than the spec's
 * legend height allows, so charts of one page line up), and x labels that do not collide.
 */
export function fitToWidth(
  option: ChartOption,
  chartWidth: number,
  textWidth: (text: string, fontSize: number) => number,
  runningIndex: number | null = null,
): ChartOption {
  const look = legendLook(chartWidth);
  const rows = legendRows(legendNames(option), chartWidth, look, textWidth);
  const rowHeight = Math.max(look.itemHeight, Math.ceil(look.fontSize * LEGEND_LINE_HEIGHT));
  const needed = 4 + 2 * LEGEND_PADDING + rows * rowHeight + (rows - 1) * look.itemGap;
  const grid = option.grid as { top: number; left: number; right: number };
  const top = Math.max(grid.top, needed + PLOT_MARGIN.gap);
  const xAxis = option.xAxis as { data: unknown[]; axisLabel: object };
  const interval = xLabelInterval(
    xAxis.data.length,
    chartWidth - grid.left - grid.right,
    runningIndex,
  );
  return {
    ...option,
    legend: {
      ...(option.legend as object),
      itemWidth: look.itemWidth,
      itemHeight: look.itemHeight,
      itemGap: look.itemGap,
      textStyle: { fontSize: look.fontSize },
    },
    grid: { ...(option.grid as object), top },
    xAxis: {
      ...xAxis,
      axisLabel: { ...xAxis.axisLabel, interval, fontSize: look.fontSize },
    },
  };
}

/** Where the plot sits and what its value axes span: for tests and for reading the chart. */
export interface PlotLayout {
  top: number;
  bottom: number;
  left: number;
  right: number;
  axes: { min: number; max: number }[];
  /** The names the legend lists. */
  legend: string[];
}

export function plotLayout(option: ChartOption): PlotLayout {
  const grid = option.grid as { top: number; bottom: number; left: number; right: number };
  const axes = (option.yAxis as { min: number; max: number }[]).map(({ min, max }) => ({
    min,
    max,
  }));
  return {
    top: grid.top,
    bottom: grid.bottom,
    left: grid.left,
    right: grid.right,
    axes,
    legend: legendNames(option),
  };
}
