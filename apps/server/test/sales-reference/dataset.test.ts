/**
 * The reference data set is what it claims to be: realistic (category rows add up to outlet
 * days, nett = gross − discounts) and holding every edge case its header lists. Also checks a
 * few of the reference's numbers by hand, so that the reference is not trusted blindly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../engines';
import { buildDatasetRows, DATASET_NOW_MS, DATASET_TODAY, loadDataset } from './dataset';
import { jakartaDate } from './harness';
import { type RawData, readCaller, readRawData } from './raw-data';
import { SalesReference } from './reference';

describe('the reference data set', () => {
  const rows = buildDatasetRows();

  it('keeps nett = gross − markdown − VIP − promo on every row', () => {
    for (const row of [...rows.dailySales, ...rows.dailyCategorySales]) {
      expect(row.nett).toBe(row.gross - row.markdown - row.vip - row.promo);
      expect(row.nett).toBeGreaterThanOrEqual(0);
    }
  });

  it('has category rows that add up to their outlet day', () => {
    for (const day of rows.dailySales) {
      const parts = rows.dailyCategorySales.filter(
        (row) => row.outlet_id === day.outlet_id && row.sale_date === day.sale_date,
      );
      for (const field of ['gross', 'markdown', 'vip', 'promo', 'nett', 'units'] as const) {
        expect(parts.reduce((sum, row) => sum + row[field], 0)).toBe(day[field]);
      }
    }
  });

  it('has sales only while an outlet is open, up to each type’s last sales day', () => {
    for (const day of rows.dailySales) {
      const outlet = rows.outlets.find((row) => row.id === day.outlet_id);
      expect(outlet).toBeDefined();
      expect(day.sale_date >= (outlet?.open_date ?? '')).toBe(true);
      if (outlet?.close_date) expect(day.sale_date <= outlet.close_date).toBe(true);
    }
    const last = (type: string) =>
      rows.dailySales
        .filter((day) => rows.outlets.find((row) => row.id === day.outlet_id)?.type_code === type)
        .map((day) => day.sale_date)
        .sort()
        .at(-1);
    expect(last('STORES')).toBe('2026-03-10');
    expect(last('ONLINE')).toBe('2026-03-14');
    expect(last('EVENT')).toBeUndefined();
  });

  it('holds the edge cases it promises', () => {
    const sale = (outlet: string, date: string) =>
      rows.dailySales.find((row) => row.outlet_id === outlet && row.sale_date === date);
    expect(sale('KCG01-0001', '2024-02-29')?.nett).toBeGreaterThan(0);
    expect(sale('KCG01-0001', '2023-02-28')?.nett).toBeGreaterThan(0);
    expect(sale('KCG01-0001', '2023-03-01')?.nett).toBeGreaterThan(0);
    expect(sale('KCG01-0002', '2024-03-15')?.nett).toBeGreaterThan(0);
    expect(sale('KCG01-0003', '2025-08-20')?.nett).toBeGreaterThan(0);
    expect(sale('KCG01-0001', '2025-09-10')).toMatchObject({ units: 0, transactions: 0, nett: 0 });
    expect(
      rows.dailySales.filter(
        (row) => row.outlet_id === 'KCG03-0002' && row.sale_date.startsWith('2025-09'),
      ),
    ).toSatisfy((days: { nett: number }[]) => days.length > 0 && days.every((d) => d.nett === 0));
    const online = rows.dailySales.filter(
      (row) => row.outlet_id === 'KCG01-W001' && row.sale_date.startsWith('2024-11'),
    );
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((row) => row.transactions === 0 && row.units > 0)).toBe(true);
    expect(rows.dailyTraffic.some((row) => row.outlet_id === 'KCG01-W001')).toBe(false);
    expect(
      rows.dailyTraffic.some(
        (row) => row.outlet_id === 'KCG01-0001' && row.traffic_date.startsWith('2025-10'),
      ),
    ).toBe(false);
    expect(rows.monthlyTargets.some((row) => row.year === 2025 && row.month === 5)).toBe(false);
    expect(rows.monthlyTargets.some((row) => row.year === 2026 && row.month === 12)).toBe(true);
    expect(
      rows.dailySales.some(
        (row) => row.outlet_id.startsWith('KCG04') && row.sale_date < '2025-01-01',
      ),
    ).toBe(false);
    expect(
      rows.dailyCategorySales
        .filter((row) => row.category_code === 'FOOTWEAR')
        .every((row) => row.outlet_id === 'KCG02-0001' && row.sale_date >= '2025-01-01'),
    ).toBe(true);
  });

  it('fixes business today at 2026-03-15 in Jakarta while UTC is still on the 14th', () => {
    expect(jakartaDate(DATASET_NOW_MS)).toBe(DATASET_TODAY);
    expect(new Date(DATASET_NOW_MS).toISOString().slice(0, 10)).toBe('2026-03-14');
  });
});

describeEachEngine('the reference over the stored data set', (engine) => {
  let testDatabase: TestDatabase;
  let raw: RawData;
  let reference: SalesReference;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    await migrate(testDatabase.database);
    await loadDataset(testDatabase.database);
    raw = await readRawData(testDatabase.database);
    reference = new SalesReference(raw, DATASET_TODAY);
  });
  afterAll(async () => testDatabase.dispose());

  it('reads back exactly the rows that were stored', () => {
    const rows = buildDatasetRows();
    expect(raw.sales).toHaveLength(rows.dailySales.length);
    expect(raw.categorySales).toHaveLength(rows.dailyCategorySales.length);
    expect(raw.traffic).toHaveLength(rows.dailyTraffic.length);
    expect(raw.targets).toHaveLength(rows.monthlyTargets.length);
    const first = rows.dailySales[0];
    expect(
      raw.sales.find((row) => row.outletId === first?.outlet_id && row.date === first?.sale_date),
    ).toMatchObject({ gross: first?.gross, nett: first?.nett, transactions: first?.transactions });
  });

  it('computes a sales summary cell by hand', async () => {
    const manager = await readCaller(testDatabase.database, 'manager');
    const answer = reference.chartSalesSummary(manager, {
      company: 'KCG01',
      type: 'STORES',
      group: ['O'],
      year: 2024,
      outlet: ['KCG01-0001'],
    });
    if (answer.status !== 200) throw new Error('expected an answer');
    const february = raw.sales.filter(
      (row) => row.outletId === 'KCG01-0001' && row.date.startsWith('2024-02'),
    );
    expect(february.map((row) => row.date.slice(8))).toEqual(['01', '10', '11', '28', '29']);
    const nett = february.reduce((sum, row) => sum + row.nett, 0);
    const target = raw.targets.find(
      (row) => row.outletId === 'KCG01-0001' && row.year === 2024 && row.month === 2,
    )?.target;
    expect(answer.data.chart[2]?.data[1]).toBe(nett);
    expect(answer.data.tableachievement[1]).toMatchObject({
      nett,
      target,
      achievementPersen: Math.round((nett / (target ?? 1)) * 100 * 100) / 100,
    });
    // No outlet has a target in May 2025; the future has targets but no sales.
    const may = reference.chartSalesSummary(manager, {
      company: 'TOTAL',
      type: 'STORES',
      group: ['TOTALKCG'],
      year: 2025,
      outlet: 'All',
    });
    if (may.status !== 200) throw new Error('expected an answer');
    expect(may.data.tableachievement[4]).toMatchObject({
      target: null,
      achievementPersen: null,
      status: 'X',
    });
  });

  it('spreads a month’s target over its days and rounds once', async () => {
    const manager = await readCaller(testDatabase.database, 'manager');
    const answer = reference.chartSalesSummaryDetail(manager, {
      company: 'KCG01',
      type: 'STORES',
      group: ['O'],
      year: 2026,
      month: 3,
      outlet: ['KCG01-0001', 'KCG01-0002'],
    });
    if (answer.status !== 200) throw new Error('expected an answer');
    const march = (outlet: string) =>
      raw.targets.find((row) => row.outletId === outlet && row.year === 2026 && row.month === 3)
        ?.target ?? 0;
    // Reference day 2026-03-10: ten of March's 31 days.
    expect(answer.data.referenceDate).toBe('2026-03-10');
    expect(answer.data.main[0]?.monthTarget).toBe(Math.round((march('KCG01-0001') * 10) / 31));
    expect(answer.data.mainHeader[0]?.totalMonthTarget).toBe(
      Math.round(((march('KCG01-0001') + march('KCG01-0002')) * 10) / 31),
    );
    expect(answer.data.main[0]?.todayTarget).toBe(Math.round(march('KCG01-0001') / 31));
  });

  it('knows who sees what', async () => {
    expect((await readCaller(testDatabase.database, 'manager')).visibleCompanies).toEqual([
      'KCG01',
      'KCG02',
      'KCG03',
      'KCG04',
      'KCG09',
    ]);
    const staff = await readCaller(testDatabase.database, 'staff');
    expect(staff).toMatchObject({
      visibleCompanies: ['KCG01', 'KCG03'],
      structureCompany: 'KCG01',
    });
    expect((await readCaller(testDatabase.database, 'it')).visibleCompanies).toEqual([]);
  });
});
