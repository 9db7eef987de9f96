/**
 * The look of every sales chart (spec 000 §9) and the pure step from a widget's description of
 * its chart to an echarts option. Nothing here loads echarts: only its types are imported, so
 * widgets and tests can build options without pulling the library into their chunk.
 */
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { abbreviateNumber } from '../format';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export const CHART_HEIGHT = 400;
export const LINE_WIDTH = 3;
/** Four ticks on a value axis. */
export const AXIS_SPLIT_NUMBER = 4;
export const LEGEND_HEIGHT = 55;
export const TRAFFIC_LEGEND_HEIGHT = 50;
/** Line points are this big, so that a finger or a mouse finds them. */
export const SYMBOL_SIZE = 8;

/**
 * The plot area inside the chart, in pixels. Fixed rather than fitted to the labels, so that
 * a month's point always sits at the same place (the browser tests rely on it too).
 */
export const PLOT_MARGIN = { left: 76, right: 24, rightWithSecondAxis: 64, bottom: 32, gap: 12 };

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
}

export interface ChartAxis {
  /** The axis title, such as 'Nett Summary'. */
  name: string;
  /** 'abbreviated' reads 28B, 'percent' reads 18%. */
  labels: 'abbreviated' | 'percent';
  /** A fixed scale from 0 to this value, whatever the data (the achievement axis: 0–200). */
  fixedMax?: number;
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

/** The unit a label of this size is rounded to: 1, or the K/M/B/T/Q step it is shown in. */
function labelUnit(value: number, labels: ChartAxis['labels']): number {
  if (labels === 'percent') return 1;
  let unit = 1;
  while (unit < 1e15 && Math.round(Math.abs(value) / unit) >= 1000) unit *= 1000;
  return unit;
}

const NICE_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8];

/**
 * A value axis from 0 with exactly AXIS_SPLIT_NUMBER intervals whose labels are exact at 0
 * decimals. echarts would pick 0.5B steps for a 3.1B maximum, which read '1B, 2B, 2B, 3B, 3B'
 * once rounded; here the step grows until every label is a whole number of its unit.
 */
export function axisScale(
  maximum: number,
  labels: ChartAxis['labels'],
): { min: number; max: number; interval: number } {
  const wanted = Math.max(maximum, 0) / AXIS_SPLIT_NUMBER;
  let magnitude = 10 ** Math.floor(Math.log10(wanted > 0 ? wanted : 1));
  for (;;) {
    for (const step of NICE_STEPS) {
      const interval = step * magnitude;
      if (interval < wanted || interval < 1) continue;
      const exact = Array.from(
        { length: AXIS_SPLIT_NUMBER + 1 },
        (_, index) => index * interval,
      ).every((value) => {
        const unit = labelUnit(value, labels);
        return Math.abs(value / unit - Math.round(value / unit)) < 1e-9;
      });
      if (exact) return { min: 0, max: interval * AXIS_SPLIT_NUMBER, interval };
    }
    magnitude *= 10;
  }
}

function axisLabel(labels: ChartAxis['labels']) {
  return labels === 'percent'
    ? (value: number) => `${Math.round(value)}%`
    : (value: number) => abbreviateNumber(value);
}

interface TooltipParams {
  seriesIndex?: number;
  dataIndex?: number;
  seriesName?: string;
  name?: string;
  value?: unknown;
}

/** The axis scale of the series on one axis; echarts' own when some value is negative. */
function scaleOf(series: readonly ChartSeries[], axisIndex: number, axis: ChartAxis) {
  if (axis.fixedMax !== undefined) {
    return { min: 0, max: axis.fixedMax, interval: axis.fixedMax / AXIS_SPLIT_NUMBER };
  }
  const { labels } = axis;
  const values = series
    .filter((line) => (line.yAxisIndex ?? 0) === axisIndex)
    .flatMap((line) => line.data)
    .filter((value): value is number => value !== null);
  if (values.some((value) => value < 0)) return {};
  return axisScale(Math.max(0, ...values), labels);
}

export function buildChartOption(spec: ChartSpec): ChartOption {
  const hasSecondAxis = spec.axes.length > 1;
  const clickable = spec.isClickable ?? (() => true);
  return {
    color: [...spec.colors],
    animationDuration: 300,
    grid: {
      left: PLOT_MARGIN.left,
      right: hasSecondAxis ? PLOT_MARGIN.rightWithSecondAxis : PLOT_MARGIN.right,
      top: spec.legendHeight + PLOT_MARGIN.gap,
      bottom: PLOT_MARGIN.bottom,
      outerBoundsMode: 'none',
    },
    legend: {
      // One row that pages when it does not fit (six traffic series on a phone, a series per
      // brand), instead of wrapping over the plot; with room to spare it shows no pager.
      type: 'scroll',
      top: 4,
      left: 'center',
      height: spec.legendHeight,
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (raw) => {
        const params = (Array.isArray(raw) ? raw[0] : raw) as TooltipParams | undefined;
        if (!params) return '';
        const value = typeof params.value === 'number' ? params.value : null;
        return spec
          .tooltip({
            seriesIndex: params.seriesIndex ?? 0,
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
    },
    yAxis: spec.axes.map((axis, index) => ({
      type: 'value' as const,
      ...scaleOf(spec.series, index, axis),
      name: axis.name,
      position: index === 0 ? ('left' as const) : ('right' as const),
      nameLocation: 'middle' as const,
      nameGap: index === 0 ? 52 : 40,
      splitNumber: AXIS_SPLIT_NUMBER,
      axisLabel: { formatter: axisLabel(axis.labels) },
      splitLine: { show: index === 0 },
    })),
    series: spec.series.map((series, index) => {
      const cursor = clickable(index) ? 'pointer' : 'default';
      if (series.type === 'bar') {
        return {
          type: 'bar' as const,
          name: series.name,
          data: [...series.data],
          yAxisIndex: series.yAxisIndex ?? 0,
          barMaxWidth: 18,
          cursor,
        };
      }
      return {
        type: 'line' as const,
        name: series.name,
        data: [...series.data],
        yAxisIndex: series.yAxisIndex ?? 0,
        smooth: false,
        connectNulls: false,
        showSymbol: true,
        symbolSize: SYMBOL_SIZE,
        lineStyle: { width: LINE_WIDTH },
        cursor,
      };
    }),
  };
}
