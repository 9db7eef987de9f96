import { describe, expect, it } from 'vitest';
import { brandQuery } from '../sales-filter';
import { buildBrandFilter } from '../widgets/test-answers';
import { detailQueryFromPoint, monthDetailQuery, yearOfSeries } from './detail-query';

const filterQuery = brandQuery(buildBrandFilter({ group: ['O', 'SF'] }));

describe('the detail a chart click asks for', () => {
  it('takes the year from the series name and the month from the point index', () => {
    expect(
      detailQueryFromPoint(
        filterQuery,
        { seriesIndex: 1, dataIndex: 2, seriesName: 'Sales 2025' },
        { ignoreFirstSeries: true },
      ),
    ).toEqual({
      company: 'KCG01',
      type: 'STORES',
      group: 'O,SF',
      outlet: 'All',
      year: '2025',
      month: '3',
    });
  });

  it('ignores a click on series 0 where the spec says so, and only there', () => {
    const point = { seriesIndex: 0, dataIndex: 0, seriesName: 'Sales 2024' };
    expect(detailQueryFromPoint(filterQuery, point, { ignoreFirstSeries: true })).toBeNull();
    expect(detailQueryFromPoint(filterQuery, point, { ignoreFirstSeries: false })?.year).toBe(
      '2024',
    );
  });

  it('sends company TOTAL as it is: the server covers every company the user sees', () => {
    const total = { ...filterQuery, company: 'TOTAL' };
    expect(
      detailQueryFromPoint(
        total,
        { seriesIndex: 2, dataIndex: 11, seriesName: 'Sales 2026' },
        { ignoreFirstSeries: true },
      ),
    ).toMatchObject({ company: 'TOTAL', year: '2026', month: '12' });
  });

  it('asks for nothing when the series name holds no year or the index is no month', () => {
    const rules = { ignoreFirstSeries: false };
    expect(
      detailQueryFromPoint(filterQuery, { seriesIndex: 1, dataIndex: 0, seriesName: 'VIP' }, rules),
    ).toBeNull();
    expect(
      detailQueryFromPoint(
        filterQuery,
        { seriesIndex: 1, dataIndex: 12, seriesName: 'Sales 2026' },
        rules,
      ),
    ).toBeNull();
  });

  it('reads a brand series name too', () => {
    expect(yearOfSeries('Aruna Apparel 2026')).toBe(2026);
    expect(yearOfSeries('Conversion 2024')).toBe(2024);
    expect(yearOfSeries('Store 120345')).toBeNull();
  });

  it('builds a month button query the same way', () => {
    expect(monthDetailQuery(filterQuery, 2026, 0)).toMatchObject({ year: '2026', month: '1' });
  });
});
