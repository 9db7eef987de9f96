import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from '../format';
import { axisScale, buildChartOption, escapeHtml } from './chart-option';

const labelsOf = (scale: { max: number; interval: number }, format: (value: number) => string) =>
  Array.from({ length: scale.max / scale.interval + 1 }, (_, index) =>
    format(index * scale.interval),
  );

describe('value axes', () => {
  it('have four intervals from 0 whose abbreviated labels are exact and distinct', () => {
    expect(axisScale(3_130_000_000, 'abbreviated')).toEqual({ min: 0, max: 4e9, interval: 1e9 });
    for (const maximum of [3.13e9, 1.2e9, 28.1e9, 950_000, 1234, 404_710, 7, 0]) {
      const scale = axisScale(maximum, 'abbreviated');
      expect(scale.max).toBeGreaterThanOrEqual(maximum);
      expect(scale.max / scale.interval).toBe(4);
      const labels = labelsOf(scale, abbreviateNumber);
      expect(new Set(labels).size).toBe(5);
    }
    expect(labelsOf(axisScale(28.1e9, 'abbreviated'), abbreviateNumber)).toEqual([
      '0',
      '8B',
      '16B',
      '24B',
      '32B',
    ]);
  });

  it('step whole percentages on a percent axis', () => {
    expect(axisScale(18.74, 'percent')).toEqual({ min: 0, max: 20, interval: 5 });
    expect(axisScale(2.06, 'percent')).toEqual({ min: 0, max: 4, interval: 1 });
  });

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
      ['left', 480_000],
      ['right', 20],
    ]);
    expect(
      (option.series as { type: string; yAxisIndex: number }[]).map((s) => [s.type, s.yAxisIndex]),
    ).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
    expect((option.legend as { height: number }).height).toBe(50);
  });
});

describe('tooltips', () => {
  it('escape markup', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });
});
