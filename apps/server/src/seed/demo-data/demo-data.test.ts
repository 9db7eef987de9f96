import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../../test/engines';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { replaceSalesData } from '../../modules/sales-data/replace-sales-data';
import { SALES_AMOUNT_COLUMNS, type SalesDataFiles } from '../../modules/sales-data/sales-tables';
import {
  type DemoOptions,
  type DemoRowCounts,
  loadDemoData,
  writeDemoFiles,
} from './generate-demo';

// Spans Lebaran 2026 (20 March) and two whole years before it.
const OPTIONS: DemoOptions = { outlets: 40, years: 3, seed: 7, lastSalesDate: '2026-05-20' };

async function scratchFolder(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-demo-test-'));
}

async function rowsOf(database: Database, text: string): Promise<Record<string, unknown>[]> {
  return (await sql.raw<Record<string, unknown>>(text).execute(database.kysely)).rows;
}

async function numberOf(database: Database, text: string): Promise<number> {
  const [row] = await rowsOf(database, text);
  return Number(Object.values(row ?? {})[0] ?? Number.NaN);
}

describe('demo data generation', () => {
  it('writes the same files for the same seed and different ones for another seed', async () => {
    const [first, second, third] = await Promise.all([
      scratchFolder(),
      scratchFolder(),
      scratchFolder(),
    ]);
    try {
      const small = { ...OPTIONS, outlets: 15 };
      const a = await writeDemoFiles(small, first);
      const b = await writeDemoFiles(small, second);
      const c = await writeDemoFiles({ ...small, seed: 8 }, third);
      for (const table of Object.keys(a.files) as (keyof SalesDataFiles)[]) {
        expect(await readFile(b.files[table], 'utf8')).toBe(await readFile(a.files[table], 'utf8'));
      }
      expect(b.counts).toEqual(a.counts);
      expect(await readFile(c.files.daily_sales, 'utf8')).not.toBe(
        await readFile(a.files.daily_sales, 'utf8'),
      );
    } finally {
      await Promise.all([first, second, third].map((folder) => rm(folder, { recursive: true })));
    }
  });

  it('reports progress for every outlet and every load step', async () => {
    const testDatabase = await createTestDatabase('duckdb');
    try {
      await migrate(testDatabase.database);
      const stages: string[] = [];
      const summary = await loadDemoData(
        testDatabase.database,
        { ...OPTIONS, outlets: 12, years: 1 },
        (progress) =>
          stages.push(
            progress.stage === 'generate'
              ? `generate ${progress.outletsDone}`
              : `load ${progress.stepIndex}`,
          ),
      );
      expect(stages).toContain('generate 12');
      expect(stages.filter((stage) => stage.startsWith('load'))).toHaveLength(11);
      expect(summary.outlets).toBe(12);
      expect(summary.databaseBytes).toBeGreaterThan(0);
    } finally {
      await testDatabase.dispose();
    }
  });
});

describeEachEngine('demo data in the database', (engine) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let folder: string;
  let files: SalesDataFiles;
  let counts: DemoRowCounts;

  beforeAll(async () => {
    folder = await scratchFolder();
    ({ files, counts } = await writeDemoFiles(OPTIONS, folder));
    testDatabase = await createTestDatabase(engine);
    database = testDatabase.database;
    await migrate(database);
    await replaceSalesData(database.kysely, files);
  });
  afterAll(async () => {
    await testDatabase.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('holds exactly the rows and amounts of the generated files', async () => {
    const csvLines = async (file: string) => (await readFile(file, 'utf8')).trimEnd().split('\n');
    const dailyLines = await csvLines(files.daily_sales);
    const nettColumn = 6;
    const csvNett = dailyLines.reduce((sum, line) => sum + Number(line.split(',')[nettColumn]), 0);

    expect(await numberOf(database, 'SELECT COUNT(*) FROM daily_sales')).toBe(counts.outletDays);
    expect(await numberOf(database, 'SELECT SUM(nett) FROM daily_sales')).toBe(csvNett);
    expect(await numberOf(database, 'SELECT COUNT(*) FROM daily_category_sales')).toBe(
      counts.categoryRows,
    );
    expect(await numberOf(database, 'SELECT COUNT(*) FROM daily_traffic')).toBe(counts.trafficRows);
    expect(await numberOf(database, 'SELECT COUNT(*) FROM monthly_targets')).toBe(
      counts.targetRows,
    );
    expect(await numberOf(database, 'SELECT COUNT(*) FROM outlets')).toBe(OPTIONS.outlets);
  });

  it('keeps nett = gross − markdown − VIP − promo on every outlet and category row', async () => {
    for (const table of ['daily_sales', 'daily_category_sales']) {
      const broken = await numberOf(
        database,
        `SELECT COUNT(*) FROM ${table} WHERE nett <> gross - markdown - vip - promo
            OR nett < 0 OR markdown < 0 OR vip < 0 OR promo < 0 OR units <= 0`,
      );
      expect(broken, table).toBe(0);
    }
  });

  it('makes category rows add up to their outlet-day row, field by field', async () => {
    const mismatches = await numberOf(
      database,
      `SELECT COUNT(*)
         FROM daily_sales d
         FULL OUTER JOIN (
           SELECT outlet_id, sale_date, SUM(gross) AS gross, SUM(markdown) AS markdown,
                  SUM(vip) AS vip, SUM(promo) AS promo, SUM(nett) AS nett, SUM(units) AS units
             FROM daily_category_sales GROUP BY outlet_id, sale_date
         ) c ON c.outlet_id = d.outlet_id AND c.sale_date = d.sale_date
        WHERE d.outlet_id IS NULL OR c.outlet_id IS NULL
           OR d.gross <> c.gross OR d.markdown <> c.markdown OR d.vip <> c.vip
           OR d.promo <> c.promo OR d.nett <> c.nett OR d.units <> c.units`,
    );
    expect(mismatches).toBe(0);
  });

  it('has no sales, category sales or traffic outside an outlet’s open dates or after yesterday', async () => {
    for (const [table, dateColumn] of [
      ['daily_sales', 'sale_date'],
      ['daily_category_sales', 'sale_date'],
      ['daily_traffic', 'traffic_date'],
    ]) {
      const outside = await numberOf(
        database,
        `SELECT COUNT(*) FROM ${table} f LEFT JOIN outlets o ON o.id = f.outlet_id
          WHERE o.id IS NULL OR f.${dateColumn} < o.open_date
             OR (o.close_date IS NOT NULL AND f.${dateColumn} > o.close_date)
             OR f.${dateColumn} > DATE '${OPTIONS.lastSalesDate}'`,
      );
      expect(outside, table).toBe(0);
    }
  });

  it('has traffic only on trading days, at a conversion rate of 8–30 %', async () => {
    const outOfRange = await numberOf(
      database,
      `SELECT COUNT(*) FROM daily_traffic t
         LEFT JOIN daily_sales s ON s.outlet_id = t.outlet_id AND s.sale_date = t.traffic_date
        WHERE s.outlet_id IS NULL
           OR s.transactions * 100 < t.visitors * 8 OR s.transactions * 100 > t.visitors * 30`,
    );
    expect(outOfRange).toBe(0);
    const onlineTraffic = await numberOf(
      database,
      `SELECT COUNT(*) FROM daily_traffic t JOIN outlets o ON o.id = t.outlet_id
        WHERE o.type_code = 'ONLINE'`,
    );
    expect(onlineTraffic).toBe(0);
  });

  it('keeps monthly rollups equal to the daily rows added up independently', async () => {
    const daily = await rowsOf(
      database,
      'SELECT outlet_id, sale_date, gross, markdown, vip, promo, nett, units, transactions FROM daily_sales',
    );
    const expected = new Map<string, number[]>();
    for (const row of daily) {
      const key = `${row.outlet_id}|${Number(String(row.sale_date).slice(0, 4))}|${Number(String(row.sale_date).slice(5, 7))}`;
      const sums = expected.get(key) ?? [0, 0, 0, 0, 0, 0, 0, 0];
      const values = [...SALES_AMOUNT_COLUMNS, 'transactions'].map((column) => Number(row[column]));
      values.forEach((value, index) => {
        sums[index] = (sums[index] as number) + value;
      });
      sums[7] = (sums[7] as number) + 1;
      expected.set(key, sums);
    }
    const monthly = await rowsOf(
      database,
      'SELECT outlet_id, year, month, gross, markdown, vip, promo, nett, units, transactions, sales_days FROM monthly_sales',
    );
    expect(monthly).toHaveLength(expected.size);
    for (const row of monthly) {
      const key = `${row.outlet_id}|${row.year}|${row.month}`;
      const actual = [...SALES_AMOUNT_COLUMNS, 'transactions', 'sales_days'].map((column) =>
        Number(row[column]),
      );
      expect(actual, key).toEqual(expected.get(key));
    }

    const trafficMismatches = await numberOf(
      database,
      `SELECT COUNT(*) FROM monthly_traffic m FULL OUTER JOIN (
         SELECT outlet_id, CAST(EXTRACT(YEAR FROM traffic_date) AS INTEGER) AS year,
                CAST(EXTRACT(MONTH FROM traffic_date) AS INTEGER) AS month, SUM(visitors) AS visitors
           FROM daily_traffic GROUP BY 1, 2, 3) d
         ON d.outlet_id = m.outlet_id AND d.year = m.year AND d.month = m.month
        WHERE d.outlet_id IS NULL OR m.outlet_id IS NULL OR d.visitors <> m.visitors`,
    );
    expect(trafficMismatches).toBe(0);
    const categoryNett = await numberOf(database, 'SELECT SUM(nett) FROM monthly_category_sales');
    expect(categoryNett).toBe(await numberOf(database, 'SELECT SUM(nett) FROM daily_sales'));
  });

  it('records the last sales date per type', async () => {
    const updates = await rowsOf(
      database,
      'SELECT type_code, last_sales_date FROM data_updates ORDER BY type_code',
    );
    expect(updates.map((row) => row.type_code)).toEqual(['EVENT', 'ONLINE', 'STORES']);
    const stores = updates.find((row) => row.type_code === 'STORES');
    expect(stores?.last_sales_date).toBe(OPTIONS.lastSalesDate);
  });

  it('has outlets opening and closing inside the window, so like-for-like differs from total', async () => {
    const openedInside = await numberOf(
      database,
      "SELECT COUNT(*) FROM outlets WHERE open_date >= DATE '2024-01-01'",
    );
    const closedInside = await numberOf(
      database,
      'SELECT COUNT(*) FROM outlets WHERE close_date IS NOT NULL',
    );
    expect(openedInside).toBeGreaterThan(0);
    expect(closedInside).toBeGreaterThan(0);
    // Outlets trading in March 2026 that did not trade the whole of March 2025 or 2026.
    const notLikeForLike = await numberOf(
      database,
      `SELECT COUNT(DISTINCT m.outlet_id) FROM monthly_sales m JOIN outlets o ON o.id = m.outlet_id
        WHERE m.year = 2026 AND m.month = 3
          AND (o.open_date > DATE '2025-03-01' OR (o.close_date IS NOT NULL AND o.close_date < DATE '2026-03-31'))`,
    );
    expect(notLikeForLike).toBeGreaterThan(0);
  });

  it('sets monthly targets that some outlets beat and some miss', async () => {
    const [row] = await rowsOf(
      database,
      `SELECT SUM(CASE WHEN s.nett >= t.target THEN 1 ELSE 0 END) AS beats,
              SUM(CASE WHEN s.nett < t.target THEN 1 ELSE 0 END) AS misses
         FROM monthly_targets t JOIN monthly_sales s
           ON s.outlet_id = t.outlet_id AND s.year = t.year AND s.month = t.month
        WHERE s.sales_days >= 28`,
    );
    const beats = Number(row?.beats);
    const misses = Number(row?.misses);
    expect(beats / (beats + misses)).toBeGreaterThan(0.2);
    expect(misses / (beats + misses)).toBeGreaterThan(0.2);
    // The whole current year is planned, future months included.
    expect(
      await numberOf(
        database,
        'SELECT COUNT(*) FROM monthly_targets WHERE year = 2026 AND month = 12',
      ),
    ).toBeGreaterThan(0);
  });

  it('follows the retail calendar: weekends, the Lebaran run-up and the year end', async () => {
    const averageNett = (where: string) =>
      numberOf(
        database,
        `SELECT AVG(s.nett) FROM daily_sales s JOIN outlets o ON o.id = s.outlet_id
          WHERE o.type_code = 'STORES' AND ${where}`,
      );
    const saturday = await averageNett(
      "s.sale_date IN (DATE '2025-10-04', DATE '2025-10-11', DATE '2025-10-18')",
    );
    const tuesday = await averageNett(
      "s.sale_date IN (DATE '2025-10-07', DATE '2025-10-14', DATE '2025-10-21')",
    );
    expect(saturday / tuesday).toBeGreaterThan(1.3);

    const lebaranRunUp = await averageNett(
      "s.sale_date BETWEEN DATE '2026-03-13' AND DATE '2026-03-19'",
    );
    const february = await averageNett(
      "s.sale_date BETWEEN DATE '2026-02-01' AND DATE '2026-02-28'",
    );
    expect(lebaranRunUp / february).toBeGreaterThan(1.4);

    const yearEnd = await averageNett(
      "s.sale_date BETWEEN DATE '2025-12-20' AND DATE '2025-12-31'",
    );
    const november = await averageNett(
      "s.sale_date BETWEEN DATE '2025-11-01' AND DATE '2025-11-30'",
    );
    expect(yearEnd / november).toBeGreaterThan(1.2);
  });

  it('moves discounts with the season and grows brands at different rates', async () => {
    const markdownShare = (month: number) =>
      numberOf(
        database,
        `SELECT SUM(markdown) * 1.0 / SUM(gross) FROM monthly_sales WHERE year = 2025 AND month = ${month}`,
      );
    expect(await markdownShare(1)).toBeGreaterThan((await markdownShare(10)) * 1.4);

    const growth = await rowsOf(
      database,
      `SELECT o.company_code,
              SUM(CASE WHEN m.year = 2025 THEN m.nett ELSE 0 END) * 1.0
                / NULLIF(SUM(CASE WHEN m.year = 2024 THEN m.nett ELSE 0 END), 0) AS ratio
         FROM monthly_sales m JOIN outlets o ON o.id = m.outlet_id
        WHERE o.open_date < DATE '2024-01-01' AND o.close_date IS NULL
        GROUP BY o.company_code`,
    );
    const ratios = growth.map((row) => Number(row.ratio)).filter(Number.isFinite);
    expect(Math.max(...ratios) - Math.min(...ratios)).toBeGreaterThan(0.08);
    expect(
      await numberOf(database, 'SELECT COUNT(DISTINCT category_code) FROM daily_category_sales'),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await numberOf(database, 'SELECT COUNT(*) FROM companies WHERE excluded_by_default'),
    ).toBe(1);
  });

  it('leaves the previous data untouched when a load fails part-way', async () => {
    const before = await numberOf(database, 'SELECT SUM(nett) FROM daily_sales');
    const brokenFolder = await scratchFolder();
    try {
      const broken = { ...files, daily_traffic: path.join(brokenFolder, 'daily_traffic.csv') };
      await writeFile(broken.daily_traffic, 'KCG01-0001,2026-02-30,100\n');
      await expect(replaceSalesData(database.kysely, broken)).rejects.toThrow();
    } finally {
      await rm(brokenFolder, { recursive: true, force: true });
    }
    expect(await numberOf(database, 'SELECT SUM(nett) FROM daily_sales')).toBe(before);
    expect(await numberOf(database, 'SELECT COUNT(*) FROM daily_traffic')).toBe(counts.trafficRows);
    expect(await numberOf(database, 'SELECT COUNT(*) FROM monthly_sales')).toBeGreaterThan(0);
  });
});
