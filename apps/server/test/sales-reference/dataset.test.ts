/**
 * The reference data set is what it claims to be: realistic (category rows add up to outlet
 * days, nett = gross − discounts) and holding every edge case its header lists. Also checks a
 * few of the reference's numbers by hand, so that the reference is not trusted blindly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../engines';
import {
  buildDatasetRows,
  DATASET_DATELAST,
  DATASET_NOW_MS,
  DATASET_TODAY,
  loadDataset,
  POPUP_LAST_SALE,
} from './dataset';
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

  it('has sales only while an outlet is open, up to one datelast, each type to its own last sale', () => {
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
    expect(
      rows.dailySales
        .map((day) => day.sale_date)
        .sort()
        .at(-1),
    ).toBe(DATASET_DATELAST);
    expect(last('STORES')).toBe('2026-03-10');
    expect(last('ONLINE')).toBe('2026-03-05');
    expect(last('POPUP')).toBe(POPUP_LAST_SALE);
    expect(last('EVENT')).toBeUndefined();
    expect(last('BAZAAR')).toBe('2024-02-29');
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
    const traffic = (outlet: string, date: string) =>
      rows.dailyTraffic.find((row) => row.outlet_id === outlet && row.traffic_date === date);
    expect(sale('KCG02-0002', '2025-11-30')?.nett).toBeGreaterThan(0);
    expect(sale('KCG02-0003', '2026-03-05')?.nett).toBeGreaterThan(0);
    expect(sale('KCG02-0004', '2026-03-10')?.nett).toBeGreaterThan(0);
    expect(sale('KCG01-0002', '2025-06-10')?.nett).toBeGreaterThan(0);
    expect(traffic('KCG01-0002', '2025-06-10')).toBeUndefined();
    expect(traffic('KCG01-0002', '2025-06-11')).toBeDefined();
    expect(traffic('KCG01-0001', '2026-03-12')?.visitors).toBeGreaterThan(0);
    expect(sale('KCG01-0001', '2026-03-12')).toBeUndefined();
    expect(sale('KCG03-B001', '2024-02-29')?.nett).toBeGreaterThan(0);
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

  /** Nett of the outlets over the days, both counted, straight from the rows. */
  const nettOf = (outlets: string[], from: string, to: string) =>
    raw.sales
      .filter((row) => outlets.includes(row.outletId) && row.date >= from && row.date <= to)
      .reduce((sum, row) => sum + row.nett, 0);
  const targetOf = (outlets: string[], year: number, month: number) =>
    raw.targets
      .filter((row) => outlets.includes(row.outletId) && row.year === year && row.month === month)
      .reduce((sum, row) => sum + row.target, 0);

  it('compares the running month with the same days last year, by hand', async () => {
    const manager = await readCaller(testDatabase.database, 'manager');
    const answer = reference.chartSalesSummary(manager, {
      company: 'KCG01',
      type: 'STORES',
      group: ['O'],
      year: 2026,
      outlet: 'All',
    });
    if (answer.status !== 200) throw new Error('expected an answer');
    const outlets = ['KCG01-0001', 'KCG01-0002'];
    const here = nettOf(outlets, '2026-03-01', '2026-03-10');
    const sameDays = nettOf(outlets, '2025-03-01', '2025-03-10');
    expect(sameDays).toBeLessThan(nettOf(outlets, '2025-03-01', '2025-03-31'));
    expect(answer.data.runningMonth).toMatchObject({ bulan: 3, label: '1–10 Mar 2026' });
    expect(answer.data.tablegrowth[2]).toMatchObject({
      nettYearHere: here,
      nettYearLast: sameDays,
      persenNettView: Math.round(((here - sameDays) / sameDays) * 100 * 100) / 100,
    });
    const monthToDate = (targetOf(outlets, 2026, 3) * 10) / 31;
    expect(answer.data.tableachievement[2]).toMatchObject({
      target: Math.round(monthToDate),
      achievementPersen: Math.round((here / monthToDate) * 100 * 100) / 100,
    });
    // April is still to come: no value, no growth, no achievement, its target kept.
    expect(answer.data.chart[2]?.data[3]).toBeNull();
    expect(answer.data.tablegrowth[3]).toMatchObject({ persenNettView: null, status: 'X' });
    expect(answer.data.tableachievement[3]).toMatchObject({
      achievementPersen: null,
      target: targetOf(outlets, 2026, 4),
    });
    // Pacing: the run rate, and the projection shaped like last year's March.
    const lastWhole = nettOf(outlets, '2025-03-01', '2025-03-31');
    const month = answer.data.pacing.month;
    expect(month).toMatchObject({ daysElapsed: 10, daysInPeriod: 31, nett: here });
    expect(month?.runRate).toBe(Math.round((here / 10) * 31));
    expect(month?.projection).toBe(Math.round(here * (lastWhole / sameDays)));
    const target = targetOf(outlets, 2026, 3);
    expect(month?.neededPerDay).toBe(here >= target ? 0 : Math.round((target - here) / 21));
  });

  it('counts conversion over the days with a traffic reading only, by hand', async () => {
    const manager = await readCaller(testDatabase.database, 'manager');
    const answer = reference.chartTrafficSummary(manager, {
      company: 'KCG01',
      type: 'STORES',
      group: ['O'],
      year: 2025,
      outlet: ['KCG01-0002'],
    });
    if (answer.status !== 200) throw new Error('expected an answer');
    const june = (row: { outletId: string; date: string }) =>
      row.outletId === 'KCG01-0002' && row.date.startsWith('2025-06');
    const readings = raw.traffic.filter(june);
    const read = new Set(readings.map((row) => row.date));
    const visitors = readings.reduce((sum, row) => sum + row.visitors, 0);
    const transactions = raw.sales
      .filter((row) => june(row) && read.has(row.date))
      .reduce((sum, row) => sum + row.transactions, 0);
    const everyDay = raw.sales.filter(june).reduce((sum, row) => sum + row.transactions, 0);
    expect(transactions).toBeLessThan(everyDay);
    const rows = answer.data.tableTrafficData;
    expect(rows[1]?.data[5]?.value).toBe(transactions);
    expect(rows[2]?.data[5]?.value).toBe(Math.round((transactions / visitors) * 100 * 100) / 100);
  });

  it('compares a finished February with last year’s whole February, by hand', async () => {
    const manager = await readCaller(testDatabase.database, 'manager');
    const answer = reference.chartSalesSummaryDetail(manager, {
      company: 'KCG01',
      type: 'STORES',
      group: ['O'],
      year: 2025,
      month: 2,
      outlet: ['KCG01-0001'],
    });
    if (answer.status !== 200) throw new Error('expected an answer');
    expect(answer.data.period).toMatchObject({ state: 'finished', lastYearTo: '2024-02-29' });
    expect(answer.data.main[0]?.lastmonthNett).toBe(
      nettOf(['KCG01-0001'], '2024-02-01', '2024-02-29'),
    );
  });

  /** Rounded once to two decimals, as the answers are. */
  const percent = (value: number) => Math.round(value * 100 * 100) / 100;

  it('runs every type’s months to the one datelast, by hand', async () => {
    const manager = await readCaller(testDatabase.database, 'manager');
    expect(reference.datelast).toBe('2026-03-10');
    expect(reference.lastSaleOfType('POPUP')).toBe('2026-01-11');
    const answer = reference.chartSalesSummary(manager, {
      company: 'TOTAL',
      type: 'POPUP',
      group: ['O'],
      year: 2026,
      outlet: 'All',
    });
    if (answer.status !== 200) throw new Error('expected an answer');
    const popup = ['KCG01-P001'];
    expect(answer.data.datalastupdate.dateLastViewFormat).toBe('2026-03-10');
    expect(answer.data.runningMonth).toMatchObject({ bulan: 3, label: '1–10 Mar 2026' });
    // January is finished; February a finished month without sales against one with sales.
    const lastFebruary = nettOf(popup, '2025-02-01', '2025-02-28');
    expect(lastFebruary).toBeGreaterThan(0);
    expect(answer.data.tablegrowth[1]).toMatchObject({
      nettYearHere: 0,
      nettYearLast: lastFebruary,
      persenNettView: -100,
      status: 'N',
    });
    const sameDays = nettOf(popup, '2025-03-01', '2025-03-10');
    expect(sameDays).toBeGreaterThan(0);
    expect(answer.data.tablegrowth[2]).toMatchObject({
      nettYearLast: sameDays,
      persenNettView: -100,
    });
    expect(answer.data.tablegrowth[3]).toMatchObject({ persenNettView: null, status: 'X' });
    // The month's pacing is March's, with nothing sold: no projection of January's run.
    expect(answer.data.pacing.month).toMatchObject({ to: '2026-03-10', nett: 0, projection: 0 });
  });

  it('adds up an LFL year to date over each month’s like-for-like outlets, by hand', async () => {
    const manager = await readCaller(testDatabase.database, 'manager');
    const answer = reference.lflSalesSummaryDetail(manager, {
      company: 'KCG03',
      type: 'STORES',
      group: ['O'],
      year: 2026,
      month: 3,
      outlet: 'All',
    });
    if (answer.status !== 200) throw new Error('expected an answer');
    // KCG03-0004 opened on 1 February 2025: like-for-like from February 2026, in both years.
    const row = answer.data.main.find((outlet) => outlet.no_branch === 'KCG03-0004');
    const here = nettOf(['KCG03-0004'], '2026-02-01', '2026-03-10');
    const last = nettOf(['KCG03-0004'], '2025-02-01', '2025-03-10');
    expect(nettOf(['KCG03-0004'], '2026-01-01', '2026-01-31')).toBeGreaterThan(0);
    expect(row).toMatchObject({ YearNett: here, lastYearNett: last });
    expect(row?.growthYtd).toBe(percent((here - last) / last));
    const target =
      targetOf(['KCG03-0004'], 2026, 2) + (targetOf(['KCG03-0004'], 2026, 3) * 10) / 31;
    expect(row?.YearTarget).toBe(Math.round(target));
  });

  it('keeps last year’s achievement beside a month to come, by hand', async () => {
    const manager = await readCaller(testDatabase.database, 'manager');
    const answer = reference.chartSalesSummaryDetail(manager, {
      company: 'TOTAL',
      type: 'POPUP',
      group: ['O'],
      year: 2026,
      month: 11,
      outlet: 'All',
    });
    if (answer.status !== 200) throw new Error('expected an answer');
    const nett = nettOf(['KCG01-P001'], '2025-11-01', '2025-11-30');
    const target = targetOf(['KCG01-P001'], 2025, 11);
    expect(answer.data.period.state).toBe('to-come');
    expect(answer.data.mainHeader[0]).toMatchObject({
      totalMonthPersen: null,
      totalGrowthMtd: null,
      totalLastMonthNett: nett,
      totalLastMonthTarget: target,
      totalLastMonthPersen: percent(nett / target),
    });
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
