import type { LineSeriesOption } from 'echarts/charts';
import { describe, expect, it } from 'vitest';
import {
  type AxisScale,
  axisLabelText,
  axisScale,
  buildChartOption,
  type ChartAxis,
  type ChartSpec,
  escapeHtml,
  fitToWidth,
  legendEntries,
  legendLook,
  legendRows,
  PLOT_MARGIN,
  plotLayout,
  RATIO_AXIS_MIN_SPAN,
  ratioAxisRange,
  scaleOfAxis,
  sourceSeriesIndex,
  TOOLTIP_CLASS,
  xLabelInterval,
} from './chart-option';

const labelsOf = (scale: AxisScale, labels: ChartAxis['labels']) =>
  Array.from({ length: Math.round((scale.max - scale.min) / scale.interval) + 1 }, (_, index) =>
    axisLabelText(scale.min + index * scale.interval, labels, scale),
  );

describe('value axes from 0', () => {
  it('use the plot: data up to 1,25 B runs 0–1,5 B by 0,5 B, not to 4 B', () => {
    const scale = axisScale(0, 1.25e9, 'abbreviated');
    expect(scale).toMatchObject({ min: 0, max: 1.5e9, interval: 5e8 });
    expect(labelsOf(scale, 'abbreviated')).toEqual(['0', '0,5B', '1,0B', '1,5B']);
  });

  it('have 3 to 6 intervals reaching past the data, with exact and distinct labels', () => {
    for (const maximum of [3.13e9, 1.2e9, 28.1e9, 950_000, 1234, 404_710, 7, 0.4, 0]) {
      const scale = axisScale(0, maximum, 'abbreviated');
      const splits = Math.round(scale.max / scale.interval);
      expect(scale.min).toBe(0);
      expect(scale.max).toBeGreaterThanOrEqual(maximum);
      expect(splits).toBeGreaterThanOrEqual(3);
      expect(splits).toBeLessThanOrEqual(6);
      const labels = labelsOf(scale, 'abbreviated');
      expect(new Set(labels).size).toBe(labels.length);
      // The data fills most of the plot.
      if (maximum >= 1) expect(maximum / scale.max).toBeGreaterThan(0.6);
    }
    expect(labelsOf(axisScale(0, 28.1e9, 'abbreviated'), 'abbreviated')).toEqual([
      '0',
      '10B',
      '20B',
      '30B',
    ]);
  });

  it('step percentages', () => {
    expect(axisScale(0, 18.74, 'percent')).toMatchObject({ min: 0, max: 20, interval: 5 });
    expect(labelsOf(axisScale(0, 2.06, 'percent'), 'percent')).toEqual([
      '0%',
      '0,5%',
      '1,0%',
      '1,5%',
      '2,0%',
      '2,5%',
    ]);
  });
});

describe('fitted value axes (ratios)', () => {
  it('start near the lowest value so that close years separate', () => {
    const scale = axisScale(182_000, 247_500, 'abbreviated', 'data');
    expect(scale.min).toBeGreaterThan(100_000);
    expect(scale.min).toBeLessThanOrEqual(182_000);
    expect(scale.max).toBeGreaterThanOrEqual(247_500);
    expect((247_500 - 182_000) / (scale.max - scale.min)).toBeGreaterThan(0.5);
    expect(labelsOf(scale, 'abbreviated')).toEqual(['175K', '200K', '225K', '250K']);
  });

  it('read units per transaction with the decimals their steps need', () => {
    const scale = axisScale(1.62, 1.91, 'decimal', 'data');
    expect(scale).toMatchObject({ min: 1.6, max: 2, interval: 0.1, decimals: 1 });
    expect(labelsOf(scale, 'decimal')).toEqual(['1,6', '1,7', '1,8', '1,9', '2,0']);
    expect(labelsOf(axisScale(1.62, 1.74, 'decimal', 'data'), 'decimal')).toEqual([
      '1,62',
      '1,64',
      '1,66',
      '1,68',
      '1,70',
      '1,72',
      '1,74',
    ]);
  });

  it('fit a conversion rate and a single value', () => {
    expect(axisScale(15.2, 21.7, 'percent', 'data')).toMatchObject({
      min: 15,
      max: 22.5,
      interval: 2.5,
    });
    const single = axisScale(50, 50, 'percent', 'data');
    expect(single.min).toBeLessThanOrEqual(50);
    expect(single.max).toBeGreaterThan(50);
  });
});

describe('ratio axes that do not magnify noise', () => {
  const ratioAxis = (labels: ChartAxis['labels']): ChartAxis => ({
    name: 'R',
    labels,
    range: 'data',
  });
  const line = (data: number[]) => [{ name: 'R 2026', type: 'line' as const, data }];

  it('span at least ±5 % of the mean: an ASP of 157,0–158,2 K is no cliff', () => {
    const values = [157_010, 157_480, 158_190, 157_700];
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const scale = scaleOfAxis(line(values), 0, ratioAxis('abbreviated'));
    expect(scale.max - scale.min).toBeGreaterThanOrEqual(2 * RATIO_AXIS_MIN_SPAN.ofMean * mean);
    expect(scale.min).toBeLessThanOrEqual(mean * 0.95);
    expect(scale.max).toBeGreaterThanOrEqual(mean * 1.05);
    // Still fitted: it does not fall back to 0.
    expect(scale.min).toBeGreaterThan(100_000);
  });

  it('span at least four steps of the rounding: UPT read to 0,01 never spans 1,70–1,73', () => {
    const tiny = ratioAxisRange([0.05, 0.06], 0.01);
    expect(tiny.low).toBeCloseTo(0.035, 9);
    expect(tiny.high).toBeCloseTo(0.075, 9);
    const upt = scaleOfAxis(line([1.7, 1.71, 1.73]), 0, ratioAxis('decimal'));
    expect(upt.max - upt.min).toBeGreaterThanOrEqual(0.17);
    expect(upt.min).toBeLessThanOrEqual(1.7);
    expect(upt.max).toBeGreaterThanOrEqual(1.73);
    const flat = scaleOfAxis(line([0.02, 0.02]), 0, ratioAxis('percent'));
    expect(flat.max - flat.min).toBeGreaterThanOrEqual(4 * 0.01);
    expect(flat.min).toBeGreaterThanOrEqual(0);
  });

  it('keep the values’ own range where it is wide enough, and never go below 0 for positives', () => {
    expect(ratioAxisRange([182_000, 247_500], 1)).toEqual({ low: 182_000, high: 247_500 });
    expect(ratioAxisRange([0.01, 0.012], 0.01)).toEqual({ low: 0, high: 0.04 });
    const negative = ratioAxisRange([-10, -10.2], 0.01);
    expect(negative.high - negative.low).toBeCloseTo(1.01, 6);
  });

  it('fit every ratio chart: a conversion of 18,0–18,1 % spans at least 17,1–19,0 %', () => {
    const scale = scaleOfAxis(line([18.02, 18.09]), 0, ratioAxis('percent'));
    expect(scale.min).toBeLessThanOrEqual(17.1);
    expect(scale.max).toBeGreaterThanOrEqual(19);
  });
});

const baseSpec: ChartSpec = {
  categories: ['Jan', 'Feb', 'Mar'],
  series: [
    { name: 'Sales 2025', type: 'line', data: [100, 200, 300] },
    { name: 'Sales 2026', type: 'line', data: [110, 220, 90], partialIndex: 2 },
  ],
  axes: [{ name: 'Nett Summary', labels: 'abbreviated' }],
  colors: ['#e03131', '#1c7ed6'],
  legendHeight: 55,
  tooltip: ({ seriesIndex, category }) => [`${category} · ${seriesIndex}`],
  runningIndex: 2,
};

describe('the running month', () => {
  const option = buildChartOption(baseSpec);
  const series = option.series as LineSeriesOption[];

  it('is a dashed segment into a hollow point, drawn as a piece of its own series', () => {
    expect(series.map((line) => line.id)).toEqual(['series-0', 'series-1', 'series-1-partial']);
    expect(series[1]?.data).toEqual([110, 220, null]);
    expect(series[2]?.name).toBe('Sales 2026');
    expect(series[2]?.lineStyle).toMatchObject({ type: 'dashed', color: '#1c7ed6' });
    expect(series[2]?.data).toEqual([
      null,
      { value: 220, symbol: 'none' },
      { value: 90, symbol: 'emptyCircle', symbolSize: 10 },
    ]);
    // Last year keeps its whole months.
    expect(series[0]?.data).toEqual([100, 200, 300]);
  });

  it('answers clicks and tooltips on the piece for its series', () => {
    expect(sourceSeriesIndex('series-1-partial', 2)).toBe(1);
    expect(sourceSeriesIndex('series-0', 0)).toBe(0);
    expect(sourceSeriesIndex(undefined, 4)).toBe(4);
    const formatter = (option.tooltip as { formatter: (raw: unknown) => string }).formatter;
    expect(
      formatter({
        seriesIndex: 2,
        seriesId: 'series-1-partial',
        name: 'Mar',
        dataIndex: 2,
        value: { value: 90 },
      }),
    ).toBe('Mar · 1');
  });

  it("reads 'MTD' under its month and leaves room for the second line", () => {
    const axis = option.xAxis as { axisLabel: { formatter: (v: string, i: number) => string } };
    expect(axis.axisLabel.formatter('Mar', 2)).toBe('{running|Mar}\n{mtd|MTD}');
    expect(axis.axisLabel.formatter('Feb', 1)).toBe('Feb');
    expect(plotLayout(option).bottom).toBe(PLOT_MARGIN.bottomWithRunningMonth);
    expect(plotLayout(buildChartOption({ ...baseSpec, runningIndex: null })).bottom).toBe(
      PLOT_MARGIN.bottom,
    );
  });

  it('is a hollow bar with a dashed edge in a bar series', () => {
    const bars = buildChartOption({
      ...baseSpec,
      series: [{ name: 'Traffic 2026', type: 'bar', data: [5, 6, 2], partialIndex: 2 }],
    }).series as { data: unknown[] }[];
    expect(bars).toHaveLength(1);
    expect(bars[0]?.data[2]).toEqual({
      value: 2,
      itemStyle: {
        color: 'rgba(224, 49, 49, 0.2)',
        borderColor: '#e03131',
        borderWidth: 2,
        borderType: 'dashed',
      },
    });
  });
});

describe('two axes', () => {
  it('put the conversion rate on the opposite axis with its own scale', () => {
    const option = buildChartOption({
      categories: ['Jan'],
      series: [
        { name: 'Traffic 2026', type: 'bar', data: [404710] },
        { name: 'Conversion 2026', type: 'line', data: [18.09], yAxisIndex: 1 },
      ],
      axes: [
        { name: 'Traffic', labels: 'abbreviated' },
        { name: 'Conversion %', labels: 'percent' },
      ],
      colors: ['red'],
      legendHeight: 50,
      tooltip: () => [],
    });
    const axes = option.yAxis as { position: string; max: number }[];
    expect(axes.map((axis) => [axis.position, axis.max])).toEqual([
      ['left', 500_000],
      ['right', 20],
    ]);
    expect(
      (option.series as { type: string; yAxisIndex: number }[]).map((s) => [s.type, s.yAxisIndex]),
    ).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
    expect(plotLayout(option)).toEqual({
      top: 62,
      bottom: PLOT_MARGIN.bottom,
      left: PLOT_MARGIN.left,
      right: PLOT_MARGIN.rightWithSecondAxis,
      axes: [
        { min: 0, max: 500_000 },
        { min: 0, max: 20 },
      ],
      legend: ['Traffic 2026', 'Conversion 2026'],
    });
  });
});

describe('the legend', () => {
  const sevenPixelsACharacter = (text: string) => text.length * 7;

  it('wraps its names into rows the way echarts lays them out', () => {
    const look = legendLook(1000);
    expect(
      legendRows(['Sales 2024', 'Sales 2025', 'Sales 2026'], 1000, look, (t) => t.length * 7),
    ).toBe(1);
    const brands = Array.from({ length: 12 }, (_, index) => `Brand number ${index} 2026`);
    expect(legendRows(brands, 340, legendLook(340), (t) => t.length * 6)).toBeGreaterThan(3);
  });

  it('never pages or hides a series, and moves the plot below every row', () => {
    const names = Array.from({ length: 10 }, (_, index) => `Company ${index} 2026`);
    const option = buildChartOption({
      ...baseSpec,
      series: names.map((name) => ({ name, type: 'line' as const, data: [1, 2, 3] })),
    });
    expect((option.legend as { type: string }).type).toBe('plain');
    const threeYears = fitToWidth(buildChartOption(baseSpec), 1200, sevenPixelsACharacter);
    expect(plotLayout(threeYears).top).toBe(55 + PLOT_MARGIN.gap);
    const wide = fitToWidth(option, 1200, sevenPixelsACharacter);
    expect(plotLayout(wide).top).toBeGreaterThanOrEqual(55 + PLOT_MARGIN.gap);
    const phone = fitToWidth(option, 340, sevenPixelsACharacter);
    expect(plotLayout(phone).top).toBeGreaterThan(100);
    expect((phone.legend as { textStyle: { fontSize: number } }).textStyle.fontSize).toBe(11);
  });
});

describe('years without data', () => {
  const pastYear: ChartSpec = {
    ...baseSpec,
    series: [
      { name: 'Sales 2022', type: 'line', data: [null, null, null] },
      { name: 'Sales 2023', type: 'line', data: [null, null, null] },
      { name: 'Sales 2024', type: 'line', data: [100, 200, 300] },
    ],
    runningIndex: null,
  };

  it('have no legend entry, and the series keep their indexes', () => {
    const option = buildChartOption(pastYear);
    expect((option.legend as { data?: string[] }).data).toEqual(['Sales 2024']);
    expect(plotLayout(option).legend).toEqual(['Sales 2024']);
    expect((option.series as { id: string }[]).map((line) => line.id)).toEqual([
      'series-0',
      'series-1',
      'series-2',
    ]);
    expect(legendEntries(baseSpec.series)).toEqual(['Sales 2025', 'Sales 2026']);
    // Where every series has data, the legend lists them all by itself.
    expect((buildChartOption(baseSpec).legend as { data?: string[] }).data).toBeUndefined();
  });
});

describe('x labels', () => {
  it('show every month where they fit, otherwise every other one with the running month', () => {
    expect(xLabelInterval(12, 1000, 9)).toBe(0);
    const narrow = xLabelInterval(12, 260, 9) as (index: number) => boolean;
    expect([...Array(12).keys()].filter(narrow)).toEqual([1, 3, 5, 7, 9, 11]);
    const plain = xLabelInterval(12, 260, null) as (index: number) => boolean;
    expect([...Array(12).keys()].filter(plain)).toEqual([0, 2, 4, 6, 8, 10]);
  });
});

describe('tooltips', () => {
  it('escape markup', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });

  it('sit under modals and carry a class to find them by', () => {
    const tooltip = buildChartOption(baseSpec).tooltip as {
      className: string;
      extraCssText: string;
    };
    expect(tooltip.className).toBe(TOOLTIP_CLASS);
    expect(tooltip.extraCssText).toBe('z-index: 150;');
  });
});
