/**
 * The demo data set: plans the outlets, simulates their trading into bulk files, and loads
 * those into the database in one transaction. Deterministic for a seed and a last sales date.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OUTLET_GROUPS, OUTLET_TYPES, PRODUCT_CATEGORIES } from '@outlet-pulse/contracts';
import type { Database } from '../../db/database';
import { fromDayNumber, toDayNumber } from '../../lib/business-date';
import {
  LOAD_STEP_COUNT,
  type LoadStep,
  replaceSalesData,
} from '../../modules/sales-data/replace-sales-data';
import {
  SALES_TABLES,
  type SalesDataFiles,
  type SalesTable,
} from '../../modules/sales-data/sales-tables';
import { BRANDS } from './catalog';
import { CsvFile } from './csv-file';
import { type DemoWindow, planOutlets } from './plan-outlets';
import { createRandom } from './random';
import { buildSeasonCalendar } from './season';
import { simulateOutlet } from './simulate-outlet';

export interface DemoOptions {
  outlets: number;
  /** Reporting years: the year of `lastSalesDate` and the ones before it. */
  years: number;
  seed: number;
  /** The last day with sales, normally yesterday. */
  lastSalesDate: string;
}

export const DEFAULT_DEMO_SCALE = { outlets: 250, years: 3 } as const;

export interface DemoRowCounts {
  brands: number;
  outlets: number;
  outletDays: number;
  categoryRows: number;
  trafficRows: number;
  targetRows: number;
}

export interface DemoSummary extends DemoRowCounts {
  firstDate: string;
  lastSalesDate: string;
  generateSeconds: number;
  loadSeconds: number;
  databaseBytes: number;
}

export type DemoProgress =
  | { stage: 'generate'; outletsDone: number; outletsTotal: number }
  | { stage: 'load'; step: LoadStep; stepIndex: number; stepsTotal: number };

export function demoWindow(options: DemoOptions): DemoWindow {
  const lastYear = Number(options.lastSalesDate.slice(0, 4));
  return {
    firstDay: toDayNumber(`${lastYear - options.years + 1}-01-01`),
    lastSalesDay: toDayNumber(options.lastSalesDate),
    lastPlanDay: toDayNumber(`${lastYear}-12-31`),
  };
}

/** Writes one header-less CSV file per sales table into `directory`. */
export async function writeDemoFiles(
  options: DemoOptions,
  directory: string,
  onProgress: (progress: DemoProgress) => void = () => {},
): Promise<{ files: SalesDataFiles; counts: DemoRowCounts }> {
  const window = demoWindow(options);
  const outlets = planOutlets(options.outlets, window, options.seed);
  const csv = Object.fromEntries(
    SALES_TABLES.map((table) => [table, new CsvFile(path.join(directory, `${table}.csv`))]),
  ) as Record<SalesTable, CsvFile>;

  try {
    for (const brand of BRANDS) {
      csv.companies.write([brand.code, brand.id, brand.name, brand.excludedByDefault]);
    }
    for (const type of OUTLET_TYPES) csv.outlet_types.write([type.code, type.name]);
    for (const group of OUTLET_GROUPS) csv.outlet_groups.write([group.code, group.name]);
    for (const category of PRODUCT_CATEGORIES) {
      csv.product_categories.write([category.code, category.name]);
    }
    for (const outlet of outlets) {
      csv.outlets.write([
        outlet.id,
        outlet.name,
        outlet.brand.code,
        outlet.typeCode,
        outlet.groupCode,
        outlet.city,
        fromDayNumber(outlet.openDay),
        outlet.closeDay === null ? null : fromDayNumber(outlet.closeDay),
        true,
      ]);
    }

    const calendar = {
      season: buildSeasonCalendar(window.firstDay, window.lastPlanDay),
      isoDates: Array.from({ length: window.lastPlanDay - window.firstDay + 1 }, (_, index) =>
        fromDayNumber(window.firstDay + index),
      ),
    };
    const files = {
      dailySales: csv.daily_sales,
      dailyCategorySales: csv.daily_category_sales,
      dailyTraffic: csv.daily_traffic,
      monthlyTargets: csv.monthly_targets,
    };
    for (const [index, outlet] of outlets.entries()) {
      simulateOutlet(outlet, window, calendar, createRandom(options.seed, outlet.id), files);
      if (index % 10 === 9 || index === outlets.length - 1) {
        onProgress({ stage: 'generate', outletsDone: index + 1, outletsTotal: outlets.length });
        // Let the terminal redraw its progress bar between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } finally {
    for (const file of Object.values(csv)) file.close();
  }

  return {
    files: Object.fromEntries(
      SALES_TABLES.map((table) => [table, csv[table].path]),
    ) as SalesDataFiles,
    counts: {
      brands: csv.companies.rows,
      outlets: csv.outlets.rows,
      outletDays: csv.daily_sales.rows,
      categoryRows: csv.daily_category_sales.rows,
      trafficRows: csv.daily_traffic.rows,
      targetRows: csv.monthly_targets.rows,
    },
  };
}

/** Generates the demo data set and makes it the database's whole sales data. */
export async function loadDemoData(
  database: Database,
  options: DemoOptions,
  onProgress: (progress: DemoProgress) => void = () => {},
): Promise<DemoSummary> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-demo-'));
  try {
    const generateStart = performance.now();
    const { files, counts } = await writeDemoFiles(options, directory, onProgress);
    const loadStart = performance.now();
    let stepIndex = 0;
    await replaceSalesData(database.kysely, files, (step) =>
      onProgress({ stage: 'load', step, stepIndex: stepIndex++, stepsTotal: LOAD_STEP_COUNT }),
    );
    const loadEnd = performance.now();
    return {
      ...counts,
      firstDate: fromDayNumber(demoWindow(options).firstDay),
      lastSalesDate: options.lastSalesDate,
      generateSeconds: (loadStart - generateStart) / 1000,
      loadSeconds: (loadEnd - loadStart) / 1000,
      databaseBytes: await database.sizeInBytes(),
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
