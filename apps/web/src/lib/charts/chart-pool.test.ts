import { describe, expect, it } from 'vitest';
import { createChartPool } from './chart-pool';

const chart = () => {
  const made = { disposed: false, dispose: () => (made.disposed = true) };
  return made;
};

describe('the chart pool', () => {
  it('gives a kept chart back once, under its name', () => {
    const pool = createChartPool<ReturnType<typeof chart>>();
    const sales = chart();
    pool.keep('sales', sales);
    expect(pool.take('traffic')).toBeUndefined();
    expect(pool.take('sales')).toBe(sales);
    expect(pool.take('sales')).toBeUndefined();
    expect(sales.disposed).toBe(false);
  });

  it('disposes of a chart replaced under its name, and of the oldest beyond its capacity', () => {
    const pool = createChartPool<ReturnType<typeof chart>>(2);
    const [first, second, third, fourth] = [chart(), chart(), chart(), chart()];
    pool.keep('a', first);
    pool.keep('a', second);
    expect(first.disposed).toBe(true);
    pool.keep('b', third);
    pool.keep('c', fourth);
    expect(second.disposed).toBe(true);
    expect(pool.take('a')).toBeUndefined();
    expect(pool.take('b')).toBe(third);
    expect(pool.take('c')).toBe(fourth);
    expect(third.disposed || fourth.disposed).toBe(false);
  });
});
