import { describe, expect, it } from 'vitest';
import { type OptionFunctions, separateFunctions } from './option-functions';

const optionOf = (label: string, values: number[]) => ({
  tooltip: { formatter: (value: number) => `${label} ${value}` },
  xAxis: { data: ['Jan', 'Feb'], axisLabel: { interval: (index: number) => index % 2 === 0 } },
  series: [{ type: 'bar', data: values }],
});

describe('separateFunctions', () => {
  it('gives options with the same data the same fingerprint, whatever their functions say', () => {
    const none = () => new Map();
    const first = separateFunctions(optionOf('Sales', [1, 2]), none);
    const again = separateFunctions(optionOf('Traffic', [1, 2]), none);
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(separateFunctions(optionOf('Sales', [1, 3]), none).fingerprint).not.toBe(
      first.fingerprint,
    );
  });

  it('tells apart options whose functions sit in other places', () => {
    const none = () => new Map();
    const withFormatter = separateFunctions({ label: { formatter: () => 'a' } }, none);
    const withoutFormatter = separateFunctions({ label: {} }, none);
    expect(withFormatter.fingerprint).not.toBe(withoutFormatter.fingerprint);
  });

  it('keeps the data and calls the latest functions through the stand-ins', () => {
    let latest: OptionFunctions = new Map();
    const first = separateFunctions(optionOf('Sales', [1, 2]), () => latest);
    latest = first.functions;
    const { drawable } = first;
    expect(drawable.series).toEqual([{ type: 'bar', data: [1, 2] }]);
    expect(drawable.xAxis.data).toEqual(['Jan', 'Feb']);
    expect(drawable.tooltip.formatter(5)).toBe('Sales 5');
    expect(drawable.xAxis.axisLabel.interval(2)).toBe(true);

    latest = separateFunctions(optionOf('Traffic', [1, 2]), () => latest).functions;
    expect(drawable.tooltip.formatter(5)).toBe('Traffic 5');
  });
});
