/**
 * A small, hand-built sales data set for proving the sales calls against the reference
 * implementation. Every edge case the calls must get right is placed on purpose and named
 * below; the amounts themselves come from a fixed integer hash, so they are deterministic but
 * irregular enough to exercise rounding, growth signs and flags.
 *
 * Business 'today' is 2026-03-15 in Asia/Jakarta. The fixed instant is 20:00 UTC on 14 March,
 * so a server that took 'today' from the UTC date would be a day behind (see KCG03-0002).
 *
 * Edge cases and how each is modelled:
 * - opening mid-month: KCG01-0002 opens 2024-03-15 (first sale that day, no target that month);
 *   it becomes like-for-like in April 2025, not in March 2025, so an LFL year to date of 2025
 *   counts it from April in both years.
 * - closing mid-month: KCG01-0003 closes 2025-08-20 (last sale that day, targets until August).
 * - reopening: the schema gives an outlet one open and one close date, so a reopening is two
 *   outlet ids: KCG03-0001 trades until it closes on 2024-06-30 and KCG03-0004 (same mall)
 *   opens on 2025-02-01, which makes it like-for-like exactly from February 2026 (it opened
 *   during 2025's year to date: its LFL year to date of March 2026 is February and March).
 * - closed yesterday: KCG03-0002 has close_date 2026-03-14, one day before business today.
 * - one `datelast` for every type: the data's last loaded day is 2026-03-10 (the stores' last
 *   sale). KCG01-W001 (ONLINE) sells on the 1st, 5th, 14th and 20th, so its type's last sale is
 *   2026-03-05, inside the running month but before `datelast`.
 * - ONLINE without traffic: KCG01-W001 never has a traffic row.
 * - an event type: POPUP's only outlet, KCG01-P001, sells only in event months (POPUP_MONTHS)
 *   and last sold on 2026-01-11, two months before `datelast`: February 2026 is a finished month
 *   without sales against a February 2025 with sales (−100 %), March runs to `datelast` like
 *   every type's, and a month to come (November 2026) keeps last year's achievement.
 * - type without outlets: EVENT exists but has no outlet and no sales.
 * - days with nothing sold: KCG01-0001 on 2025-09-10 (0 units, 0 transactions, visitors
 *   counted) and every sales day of KCG03-0002 in September 2025 (a whole month of 0 nett).
 * - 0 transactions with units: KCG01-W001 in November 2024 (UPT and ATV have no value).
 * - no traffic: KCG01-0001 in October 2025 (counter broken), KCG02-0001 in all of 2023.
 *   Traffic without sales: KCG01-0001 counts visitors on the 20th of every month of 2025.
 * - 29 February: stores sell on 2024-02-29; 2023-02-28 and 2023-03-01 sit on either side of the
 *   clipped last-year day.
 * - month without target: no outlet has a target row for May 2025.
 * - months in the future: April to December 2026 have targets but no sales.
 * - company without sales in a year: KCG04 opens its only outlet on 2025-06-16.
 * - excluded company: KCG09 is excluded by default (visible to holders of
 *   sales.view-excluded-companies only).
 * - category without gross: FOOTWEAR sells only at KCG02 and only from 2025; ACCESSORIES never.
 * - the running month: March 2026 has 10 of 31 days, for every type.
 * - closing on a month's last day: KCG02-0002 closes 2025-11-30 (not like-for-like that month).
 * - closing earlier in the running month: KCG02-0003 closes 2026-03-05, before `datelast`;
 *   KCG02-0004 closes on `datelast` itself (2026-03-10) and stays like-for-like for March.
 * - sales without a traffic reading inside a month that has readings: KCG01-0002 has no
 *   reading on the 10th of every month from 2025 (conversion leaves that day out).
 * - traffic after `datelast`: KCG01-0001 counts visitors on 2026-03-12 and 13, with no sales
 *   yet; the running month stops at 10 March.
 * - a type long gone: the BAZAAR type's only outlet, KCG03-B001, trades until 2024-02-29; its
 *   later months are finished months without sales.
 */
import {
  OUTLET_GROUPS,
  OUTLET_TYPES,
  PRODUCT_CATEGORIES,
  type ProductCategoryCode,
} from '@outlet-pulse/contracts';
import type { Database } from '../../src/db/database';
import type {
  CompaniesTable,
  DailyCategorySalesTable,
  DailySalesTable,
  DailyTrafficTable,
  LoadedOutlet,
  MonthlyTargetsTable,
} from '../../src/db/schema';
import {
  refreshDataUpdates,
  refreshMonthlyRollups,
  refreshRunningMonth,
} from '../../src/modules/sales-data/rollups';
import { seedDemoUsers } from '../../src/seed/demo-users';

/** 2026-03-14 20:00 UTC = 2026-03-15 03:00 in Jakarta. */
export const DATASET_NOW_MS = Date.UTC(2026, 2, 14, 20, 0, 0);
export const DATASET_TIME_ZONE = 'Asia/Jakarta';
export const DATASET_TODAY = '2026-03-15';
export const DATASET_YEARS = [2024, 2025, 2026] as const;

const FIRST_DAY = '2023-01-01';
/** The data's last loaded day (`datelast`): no outlet has a sales row after it. */
export const DATASET_DATELAST = '2026-03-10';
/** The event type's outlet sells in these months only, and last on POPUP_LAST_SALE. */
const POPUP_MONTHS = new Set([
  '2024-03',
  '2024-06',
  '2024-09',
  '2024-10',
  '2024-11',
  '2025-02',
  '2025-03',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-10',
  '2025-11',
  '2026-01',
]);
export const POPUP_LAST_SALE = '2026-01-11';
/** Months the event type plans an event for: targets without sales yet. */
const POPUP_PLANNED = new Set(['2026-06', '2026-11']);

/** A type of the data set beyond the spec's three (optionstype lists it last). */
export const BAZAAR_TYPE = { code: 'BAZAAR', name: 'BAZAAR' };
/** An event type whose last sale is months before `datelast`. */
export const POPUP_TYPE = { code: 'POPUP', name: 'POP-UP EVENT' };

export const DATASET_COMPANIES: CompaniesTable[] = [
  { code: 'KCG01', id: 1, name: 'Aruna Apparel', excluded_by_default: false },
  { code: 'KCG02', id: 2, name: 'Langkah Footwear', excluded_by_default: false },
  { code: 'KCG03', id: 3, name: 'Nusa Denim', excluded_by_default: false },
  { code: 'KCG04', id: 4, name: 'Kinara Kids', excluded_by_default: false },
  { code: 'KCG09', id: 9, name: 'Outlet Lab', excluded_by_default: true },
];

interface OutletPlan extends LoadedOutlet {
  categories: (year: number) => ProductCategoryCode[];
}

const outlet = (
  fields: Omit<LoadedOutlet, 'city' | 'active' | 'close_date'> & {
    close_date?: string;
    categories?: ProductCategoryCode[] | ((year: number) => ProductCategoryCode[]);
  },
): OutletPlan => {
  const categories = fields.categories ?? ['TOPS', 'BOTTOMS'];
  return {
    id: fields.id,
    name: fields.name,
    company_code: fields.company_code,
    type_code: fields.type_code,
    group_code: fields.group_code,
    city: 'Jakarta',
    open_date: fields.open_date,
    close_date: fields.close_date ?? null,
    active: fields.close_date === undefined,
    categories: typeof categories === 'function' ? categories : () => categories,
  };
};

export const DATASET_OUTLETS: OutletPlan[] = [
  outlet({
    id: 'KCG01-0001',
    name: 'ARUNA Grand Indonesia',
    company_code: 'KCG01',
    type_code: 'STORES',
    group_code: 'O',
    open_date: '2019-04-01',
  }),
  outlet({
    id: 'KCG01-0002',
    name: 'ARUNA Kota Kasablanka',
    company_code: 'KCG01',
    type_code: 'STORES',
    group_code: 'O',
    open_date: '2024-03-15',
  }),
  outlet({
    id: 'KCG01-0003',
    name: 'ARUNA Bandung',
    company_code: 'KCG01',
    type_code: 'STORES',
    group_code: 'SF',
    open_date: '2019-05-01',
    close_date: '2025-08-20',
  }),
  outlet({
    id: 'KCG01-W001',
    name: 'ARUNA Online Store',
    company_code: 'KCG01',
    type_code: 'ONLINE',
    group_code: 'O',
    open_date: '2022-01-01',
  }),
  outlet({
    id: 'KCG02-0001',
    name: 'LANGKAH Senayan City',
    company_code: 'KCG02',
    type_code: 'STORES',
    group_code: 'O',
    open_date: '2018-07-01',
    categories: (year) => (year >= 2025 ? ['BOTTOMS', 'FOOTWEAR'] : ['BOTTOMS']),
  }),
  outlet({
    id: 'KCG03-0001',
    name: 'NUSA DENIM Pondok Indah',
    company_code: 'KCG03',
    type_code: 'STORES',
    group_code: 'O',
    open_date: '2018-01-01',
    close_date: '2024-06-30',
  }),
  outlet({
    id: 'KCG03-0002',
    name: 'NUSA DENIM Surabaya',
    company_code: 'KCG03',
    type_code: 'STORES',
    group_code: 'SF',
    open_date: '2020-02-01',
    close_date: '2026-03-14',
  }),
  outlet({
    id: 'KCG03-0004',
    name: 'NUSA DENIM Pondok Indah (reopened)',
    company_code: 'KCG03',
    type_code: 'STORES',
    group_code: 'O',
    open_date: '2025-02-01',
  }),
  outlet({
    id: 'KCG04-0001',
    name: 'KINARA Bintaro',
    company_code: 'KCG04',
    type_code: 'STORES',
    group_code: 'O',
    open_date: '2025-06-16',
    categories: ['TOPS'],
  }),
  outlet({
    id: 'KCG09-0001',
    name: 'OUTLET LAB Kemang',
    company_code: 'KCG09',
    type_code: 'STORES',
    group_code: 'O',
    open_date: '2020-01-01',
    categories: ['TOPS'],
  }),
  outlet({
    id: 'KCG02-0002',
    name: 'LANGKAH Bandung',
    company_code: 'KCG02',
    type_code: 'STORES',
    group_code: 'O',
    open_date: '2021-03-01',
    close_date: '2025-11-30',
    categories: ['BOTTOMS'],
  }),
  outlet({
    id: 'KCG02-0003',
    name: 'LANGKAH Bekasi',
    company_code: 'KCG02',
    type_code: 'STORES',
    group_code: 'O',
    open_date: '2022-05-01',
    close_date: '2026-03-05',
    categories: ['BOTTOMS'],
  }),
  outlet({
    id: 'KCG02-0004',
    name: 'LANGKAH Depok',
    company_code: 'KCG02',
    type_code: 'STORES',
    group_code: 'SF',
    open_date: '2023-06-01',
    close_date: '2026-03-10',
    categories: ['BOTTOMS'],
  }),
  outlet({
    id: 'KCG03-B001',
    name: 'NUSA DENIM Jakarta Fair Bazaar',
    company_code: 'KCG03',
    type_code: 'BAZAAR',
    group_code: 'O',
    open_date: '2023-01-01',
    close_date: '2024-02-29',
    categories: ['TOPS'],
  }),
  outlet({
    id: 'KCG01-P001',
    name: 'ARUNA Pop-up Senayan',
    company_code: 'KCG01',
    type_code: 'POPUP',
    group_code: 'O',
    open_date: '2023-01-01',
    categories: ['TOPS'],
  }),
];

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** A fixed 32-bit mix of two integers: irregular, but the same on every run. */
function mix(a: number, b: number): number {
  let x = (Math.imul(a, 2_654_435_761) ^ Math.imul(b + 1, 40_503)) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 2_246_822_519) >>> 0;
  x ^= x >>> 13;
  x = Math.imul(x, 3_266_489_917) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

function salesDays(plan: OutletPlan, year: number, month: number): number[] {
  const last = daysIn(year, month);
  const days = plan.type_code === 'ONLINE' ? [1, 5, 14, 20, last] : [1, 10, 11, 28, last];
  const extra = [plan.open_date, plan.close_date]
    .filter((date): date is string => date?.startsWith(`${year}-${pad(month)}-`) ?? false)
    .map((date) => Number(date.slice(8)));
  return [...new Set([...days, ...extra])].sort((a, b) => a - b);
}

const trades = (plan: OutletPlan, date: string) =>
  date >= FIRST_DAY &&
  date >= plan.open_date &&
  (plan.close_date === null || date <= plan.close_date) &&
  date <= DATASET_DATELAST &&
  (plan.type_code !== 'POPUP' || (POPUP_MONTHS.has(date.slice(0, 7)) && date <= POPUP_LAST_SALE));

interface DayFacts {
  gross: number;
  markdown: number;
  vip: number;
  promo: number;
  units: number;
  transactions: number;
}

function dayFacts(outletIndex: number, date: string): DayFacts {
  const x = mix(dayNumber(date), outletIndex);
  const units = 4 + (x % 37);
  const transactions = Math.min(units, 1 + Math.floor((units * (45 + ((x >>> 7) % 40))) / 100));
  const price = 150_000 + ((x >>> 11) % 200) * 1_250 + outletIndex * 3_333;
  const gross = units * price + ((x >>> 3) % 1000);
  const markdown = Math.floor((gross * ((x >>> 17) % 15)) / 100);
  const vip = Math.floor((gross * ((x >>> 21) % 4)) / 100);
  const promo = Math.floor((gross * ((x >>> 24) % 6)) / 100);
  return { gross, markdown, vip, promo, units, transactions };
}

const ZERO_DAY: DayFacts = { gross: 0, markdown: 0, vip: 0, promo: 0, units: 0, transactions: 0 };

/** The overrides that make a day an edge case. */
function adjustDay(plan: OutletPlan, date: string, facts: DayFacts): DayFacts {
  if (plan.id === 'KCG01-0001' && date === '2025-09-10') return ZERO_DAY;
  if (plan.id === 'KCG03-0002' && date.startsWith('2025-09-')) return ZERO_DAY;
  if (plan.id === 'KCG01-W001' && date.startsWith('2024-11-')) {
    return { ...facts, transactions: 0 };
  }
  return facts;
}

function hasTraffic(plan: OutletPlan, date: string): boolean {
  if (plan.type_code === 'ONLINE') return false;
  if (plan.id === 'KCG01-0002' && date >= '2025-01-01' && date.endsWith('-10')) return false;
  if (plan.id === 'KCG01-0001' && date.startsWith('2025-10-')) return false;
  if (plan.id === 'KCG02-0001' && date.startsWith('2023-')) return false;
  return true;
}

function visitors(outletIndex: number, date: string, transactions: number): number {
  const x = mix(dayNumber(date) + 7, outletIndex + 101);
  return transactions * (3 + (x % 5)) + ((x >>> 4) % 23) + 9;
}

/** Splits `total` over weights; the last share takes the remainder, so the shares add up. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const rest = total - shares.reduce((a, b) => a + b, 0);
  shares[shares.length - 1] = (shares[shares.length - 1] ?? 0) + rest;
  return shares;
}

function target(outletIndex: number, year: number, month: number): number {
  return 40_000_000 + outletIndex * 3_000_017 + month * 1_234_567 + (year - 2023) * 2_500_001;
}

function hasTarget(plan: OutletPlan, year: number, month: number): boolean {
  const first = isoDate(year, month, 1);
  const last = isoDate(year, month, daysIn(year, month));
  if (plan.open_date > last) return false;
  if (plan.close_date !== null && plan.close_date < first) return false;
  if (plan.type_code === 'POPUP') {
    const key = first.slice(0, 7);
    if (!POPUP_MONTHS.has(key) && !POPUP_PLANNED.has(key)) return false;
  }
  if (year === 2025 && month === 5) return false;
  if (plan.id === 'KCG01-0002' && year === 2024 && month === 3) return false;
  if (plan.id === 'KCG02-0001' && year === 2023) return false;
  return true;
}

export interface DatasetRows {
  outlets: LoadedOutlet[];
  dailySales: DailySalesTable[];
  dailyCategorySales: DailyCategorySalesTable[];
  dailyTraffic: DailyTrafficTable[];
  monthlyTargets: MonthlyTargetsTable[];
}

/** The fact rows of the data set, built from the outlet plans and the edge-case rules. */
export function buildDatasetRows(): DatasetRows {
  const rows: DatasetRows = {
    outlets: DATASET_OUTLETS.map(({ categories: _categories, ...fields }) => fields),
    dailySales: [],
    dailyCategorySales: [],
    dailyTraffic: [],
    monthlyTargets: [],
  };
  for (const [index, plan] of DATASET_OUTLETS.entries()) {
    const outletIndex = index + 1;
    for (let year = 2023; year <= 2026; year++) {
      for (let month = 1; month <= 12; month++) {
        if (hasTarget(plan, year, month)) {
          rows.monthlyTargets.push({
            outlet_id: plan.id,
            year,
            month,
            target: target(outletIndex, year, month),
          });
        }
        const trafficDays = new Set<number>();
        for (const day of salesDays(plan, year, month)) {
          const date = isoDate(year, month, day);
          if (!trades(plan, date)) continue;
          const facts = adjustDay(plan, date, dayFacts(outletIndex, date));
          rows.dailySales.push({
            outlet_id: plan.id,
            sale_date: date,
            ...facts,
            nett: facts.gross - facts.markdown - facts.vip - facts.promo,
          });
          if (facts.gross > 0 || facts.units > 0) {
            const categories = plan.categories(year);
            const weights = categories.map((_, position) => 2 + ((day + position) % 3));
            const parts = {
              gross: split(facts.gross, weights),
              markdown: split(facts.markdown, weights),
              vip: split(facts.vip, weights),
              promo: split(facts.promo, weights),
              units: split(facts.units, weights),
            };
            for (const [position, category] of categories.entries()) {
              const gross = parts.gross[position] ?? 0;
              const markdown = parts.markdown[position] ?? 0;
              const vip = parts.vip[position] ?? 0;
              const promo = parts.promo[position] ?? 0;
              rows.dailyCategorySales.push({
                outlet_id: plan.id,
                sale_date: date,
                category_code: category,
                gross,
                markdown,
                vip,
                promo,
                nett: gross - markdown - vip - promo,
                units: parts.units[position] ?? 0,
              });
            }
          }
          if (hasTraffic(plan, date)) {
            trafficDays.add(day);
            rows.dailyTraffic.push({
              outlet_id: plan.id,
              traffic_date: date,
              visitors: visitors(outletIndex, date, facts.transactions),
            });
          }
        }
        // Visitors on days without sales: the counter runs whether or not anyone buys, and it
        // may report days the sales have not reached yet.
        const counted =
          plan.id === 'KCG01-0001' && year === 2026 && month === 3
            ? ['2026-03-12', '2026-03-13']
            : [];
        for (const date of counted) {
          rows.dailyTraffic.push({
            outlet_id: plan.id,
            traffic_date: date,
            visitors: visitors(outletIndex, date, 0),
          });
        }
        const countedDay = isoDate(year, month, 20);
        if (
          plan.id === 'KCG01-0001' &&
          year === 2025 &&
          !trafficDays.has(20) &&
          hasTraffic(plan, countedDay)
        ) {
          rows.dailyTraffic.push({
            outlet_id: plan.id,
            traffic_date: countedDay,
            visitors: visitors(outletIndex, countedDay, 0),
          });
        }
      }
    }
  }
  return rows;
}

async function insertInChunks<Table extends keyof DatasetTables>(
  database: Database,
  table: Table,
  rows: DatasetTables[Table][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 400) {
    const chunk = rows.slice(start, start + 400);
    // Kysely's insert types cannot follow a generic table name; DatasetTables keeps them right.
    await database.kysely
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}

interface DatasetTables {
  companies: CompaniesTable;
  outlet_types: { code: string; name: string };
  outlet_groups: { code: string; name: string };
  product_categories: { code: string; name: string };
  outlets: LoadedOutlet;
  daily_sales: DailySalesTable;
  daily_category_sales: DailyCategorySalesTable;
  daily_traffic: DailyTrafficTable;
  monthly_targets: MonthlyTargetsTable;
}

const DATASET_CATEGORIES: ProductCategoryCode[] = ['TOPS', 'BOTTOMS', 'FOOTWEAR', 'ACCESSORIES'];

/**
 * Fills a migrated, empty database with the data set and the demo users, then refreshes the
 * monthly rollups and `data_updates` in one transaction, as a loader would.
 */
export async function loadDataset(database: Database): Promise<DatasetRows> {
  const rows = buildDatasetRows();
  await insertInChunks(database, 'companies', DATASET_COMPANIES);
  // Every migrated database holds the sales filter's default type and groups (migration 10);
  // the data set brings its own, as a loader replaces them.
  await database.kysely.deleteFrom('outlet_types').execute();
  await database.kysely.deleteFrom('outlet_groups').execute();
  await insertInChunks(database, 'outlet_types', [
    ...OUTLET_TYPES.map((type) => ({ code: type.code, name: type.name })),
    BAZAAR_TYPE,
    POPUP_TYPE,
  ]);
  await insertInChunks(
    database,
    'outlet_groups',
    OUTLET_GROUPS.map((group) => ({ code: group.code, name: group.name })),
  );
  await insertInChunks(
    database,
    'product_categories',
    PRODUCT_CATEGORIES.filter((category) => DATASET_CATEGORIES.includes(category.code)).map(
      (category) => ({ code: category.code, name: category.name }),
    ),
  );
  await insertInChunks(database, 'outlets', rows.outlets);
  await insertInChunks(database, 'daily_sales', rows.dailySales);
  await insertInChunks(database, 'daily_category_sales', rows.dailyCategorySales);
  await insertInChunks(database, 'daily_traffic', rows.dailyTraffic);
  await insertInChunks(database, 'monthly_targets', rows.monthlyTargets);
  await database.kysely.transaction().execute(async (transaction) => {
    await refreshMonthlyRollups(transaction);
    await refreshDataUpdates(transaction);
    await refreshRunningMonth(transaction);
  });
  await seedDemoUsers(database.kysely, { nowMs: DATASET_NOW_MS });
  return rows;
}
