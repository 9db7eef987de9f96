/**
 * The starter set (samples/starter/): every import file a small retail group needs to fill an
 * empty portal — its master lists, 12 outlets of 3 brands, daily sales with their category
 * rows, traffic and monthly targets from 1 January 2025 to 31 October 2026. The files are
 * checked in; this builds them again, the same bytes every time (a seeded random source and
 * fixed dates), so a change to it shows as a change to the files.
 */
import { IMPORT_LAYOUTS } from '@outlet-pulse/contracts';
import type { SalesAmounts } from '../../db/schema';
import { createRandom, type Random } from '../demo-data/random';

export const STARTER_FIRST_DAY = '2025-01-01';
export const STARTER_LAST_DAY = '2026-10-31';
/** Targets run to the end of the last year, so the months to come have one too. */
const TARGET_LAST_MONTH = '2026-12';
const SEED = 2026;

interface Brand {
  code: string;
  name: string;
  /** Product categories the brand sells, each with its usual share of the day's gross. */
  categories: Record<string, number>;
  /** Mean price of a unit, whole rupiah. */
  unitPrice: number;
}

const BRANDS: readonly Brand[] = [
  {
    code: 'ARN',
    name: 'Aruna Apparel',
    categories: { TOPS: 0.4, BOTTOMS: 0.3, OUTERWEAR: 0.2, ACCESSORIES: 0.1 },
    unitPrice: 185_000,
  },
  {
    code: 'LKH',
    name: 'Langkah Footwear',
    categories: { FOOTWEAR: 0.7, BAGS: 0.2, ACCESSORIES: 0.1 },
    unitPrice: 460_000,
  },
  {
    code: 'SKR',
    name: 'Sekar Accessories',
    categories: { BAGS: 0.55, ACCESSORIES: 0.45 },
    unitPrice: 120_000,
  },
];

const CATEGORIES = ['TOPS', 'BOTTOMS', 'OUTERWEAR', 'FOOTWEAR', 'BAGS', 'ACCESSORIES'] as const;
const OUTLET_TYPES = { STORES: 'STORES', ONLINE: 'ONLINE' } as const;
const OUTLET_GROUPS = { O: 'STORE', SF: 'SUBFRANCHISE', F: 'FRANCHISE', OF: 'OFFICE' } as const;

interface StarterOutlet {
  id: string;
  name: string;
  company: string;
  type: keyof typeof OUTLET_TYPES;
  group: keyof typeof OUTLET_GROUPS;
  city: string;
  openDate: string;
  closeDate: string | null;
  /** Mean gross of a weekday in January 2025, whole rupiah. */
  dailyGross: number;
  /** Growth of 2026 over 2025. */
  growth: number;
}

const outlet = (
  id: string,
  name: string,
  type: StarterOutlet['type'],
  group: StarterOutlet['group'],
  city: string,
  openDate: string,
  dailyGross: number,
  growth: number,
  closeDate: string | null = null,
): StarterOutlet => ({
  id,
  name,
  company: id.slice(0, 3),
  type,
  group,
  city,
  openDate,
  closeDate,
  dailyGross,
  growth,
});

/**
 * SKR-0002 opens within the last year, so like-for-like leaves it out of 2026; LKH-0004
 * closes on 30 June 2026 (its last trading day) and sells nothing after it.
 */
const OUTLETS: readonly StarterOutlet[] = [
  outlet('ARN-0001', 'ARUNA GRAND INDONESIA', 'STORES', 'O', 'Jakarta', '2019-03-15', 38e6, 0.08),
  outlet('ARN-0002', 'ARUNA TUNJUNGAN PLAZA', 'STORES', 'O', 'Surabaya', '2020-08-01', 27e6, 0.05),
  outlet('ARN-0003', 'ARUNA PARIS VAN JAVA', 'STORES', 'O', 'Bandung', '2021-05-20', 22e6, -0.04),
  outlet('ARN-0004', 'ARUNA SUN PLAZA MEDAN', 'STORES', 'SF', 'Medan', '2022-02-01', 16e6, 0.11),
  outlet('ARN-W001', 'ARUNA ONLINE STORE', 'ONLINE', 'O', 'Jakarta', '2020-01-01', 19e6, 0.22),
  outlet(
    'LKH-0001',
    'LANGKAH PONDOK INDAH MALL',
    'STORES',
    'O',
    'Jakarta',
    '2018-11-01',
    45e6,
    0.06,
  ),
  outlet(
    'LKH-0002',
    'LANGKAH SUMMARECON BEKASI',
    'STORES',
    'O',
    'Bekasi',
    '2021-09-10',
    24e6,
    0.02,
  ),
  outlet('LKH-0003', 'LANGKAH BEACHWALK BALI', 'STORES', 'F', 'Denpasar', '2022-06-01', 21e6, 0.14),
  outlet(
    'LKH-0004',
    'LANGKAH KOTA KASABLANKA',
    'STORES',
    'O',
    'Jakarta',
    '2019-04-01',
    18e6,
    -0.1,
    '2026-06-30',
  ),
  outlet('SKR-0001', 'SEKAR SENAYAN CITY', 'STORES', 'O', 'Jakarta', '2020-10-01', 14e6, 0.07),
  outlet(
    'SKR-0002',
    'SEKAR LIVING WORLD ALAM SUTERA',
    'STORES',
    'O',
    'Tangerang',
    '2025-11-14',
    12e6,
    0,
  ),
  outlet('SKR-W001', 'SEKAR ONLINE STORE', 'ONLINE', 'O', 'Jakarta', '2021-01-01', 9e6, 0.18),
];

/** Stores close on Idul Fitri (the first day of Lebaran); online shops keep selling. */
const STORES_CLOSED = new Set(['2025-03-31', '2026-03-20']);

/** Mean sales of each month against a plain one: the Lebaran run-up, mid-year sales, year end. */
const MONTH_FACTOR = [0.9, 0.85, 1.25, 1.0, 0.95, 1.05, 1.1, 0.95, 0.9, 0.95, 1.0, 1.3] as const;
/** Sunday first. */
const WEEKDAY_FACTOR = [1.3, 0.85, 0.85, 0.9, 0.95, 1.1, 1.4] as const;

/** A job as the employee file writes it: title, grade and level. */
interface Job {
  title: [id: string, name: string];
  grade: [id: string, name: string];
  level: 'S' | 'M' | 'J';
}

const BRAND_MANAGER: Job = {
  title: ['JT01', 'Brand Manager'],
  grade: ['G06', 'Manager'],
  level: 'S',
};
const STORE_MANAGER: Job = {
  title: ['JT02', 'Store Manager'],
  grade: ['G04', 'Supervisor'],
  level: 'M',
};
const ASSISTANT: Job = {
  title: ['JT03', 'Assistant Store Manager'],
  grade: ['G03', 'Staff'],
  level: 'J',
};

interface Employee extends Job {
  id: string;
  name: string;
  company: string;
  status: 'P' | 'C';
  hired: string;
  manager: string;
  /** The outlet a store manager runs; employees load after outlets, so it may be a new one. */
  branch: string;
}

type Person = Omit<Employee, 'company'>;

const person = (
  id: string,
  name: string,
  job: Job,
  status: Employee['status'],
  hired: string,
  branch = '',
  manager = '',
): Person => ({ id, name, ...job, status, hired, branch, manager });

const staffOf = (company: string, people: readonly Person[]): Employee[] =>
  people.map((one) => ({ ...one, company }));

/** Each brand's manager, and the store managers (one with an assistant) who report to them. */
const EMPLOYEES: readonly Employee[] = [
  ...staffOf('ARN', [
    person('10001', 'Ratna Kusumawati', BRAND_MANAGER, 'P', '2016-02-01'),
    person('10002', 'Agus Santoso', STORE_MANAGER, 'P', '2019-03-01', 'ARN-0001', '10001'),
    person('10003', 'Putri Handayani', STORE_MANAGER, 'P', '2020-07-15', 'ARN-0002', '10001'),
  ]),
  ...staffOf('LKH', [
    person('20001', 'Hendra Wijaya', BRAND_MANAGER, 'P', '2017-05-02'),
    person('20002', 'Siti Rahmawati', STORE_MANAGER, 'P', '2018-10-01', 'LKH-0001', '20001'),
    person('20003', 'Yoga Prasetyo', ASSISTANT, 'C', '2025-07-01', 'LKH-0001', '20001'),
  ]),
  ...staffOf('SKR', [
    person('30001', 'Melati Anggraini', BRAND_MANAGER, 'P', '2020-09-01'),
    person('30002', 'Dimas Saputra', STORE_MANAGER, 'P', '2025-10-01', 'SKR-0001', '30001'),
  ]),
];

/* ---------------------------------------------------------------- days */

const DAY_MS = 86_400_000;
const toDate = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function* daysFrom(first: string, last: string): Generator<string> {
  for (let time = toDate(first); time <= toDate(last); time += DAY_MS) yield isoDay(time);
}

const tradesOn = (store: StarterOutlet, day: string) =>
  day >= store.openDate &&
  (store.closeDate === null || day <= store.closeDate) &&
  !(store.type === 'STORES' && STORES_CLOSED.has(day));

/* ---------------------------------------------------------------- amounts */

const RUPIAH_STEP = 100;
const toStep = (value: number) => Math.max(0, Math.round(value / RUPIAH_STEP)) * RUPIAH_STEP;

/**
 * Splits a whole amount over weights in whole steps; the last part takes what rounding leaves,
 * so the parts add up to the whole exactly.
 */
function split(total: number, weights: readonly number[], step: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum / step) * step);
  const given = parts.slice(0, -1).reduce((a, b) => a + b, 0);
  parts[parts.length - 1] = total - given;
  return parts;
}

interface Day {
  outlet: StarterOutlet;
  day: string;
  amounts: SalesAmounts;
  transactions: number;
  categories: [string, SalesAmounts][];
  visitors: number | null;
}

function simulateDay(store: StarterOutlet, brand: Brand, day: string, random: Random): Day {
  const date = new Date(toDate(day));
  const trend = day >= '2026-01-01' ? 1 + store.growth : 1;
  const gross = toStep(
    store.dailyGross *
      trend *
      (MONTH_FACTOR[date.getUTCMonth()] ?? 1) *
      (WEEKDAY_FACTOR[date.getUTCDay()] ?? 1) *
      random.factor(0.15),
  );
  // Clearance months mark down more.
  const clearance = [0, 6, 11].includes(date.getUTCMonth());
  const markdown = toStep(gross * random.between(0.03, clearance ? 0.14 : 0.08));
  const vip = toStep(gross * random.between(0.005, 0.02));
  const promo = toStep(gross * random.between(0, 0.04));
  const units = Math.max(1, Math.round((gross / brand.unitPrice) * random.factor(0.1)));
  const transactions = Math.max(1, Math.min(units, Math.round(units / random.between(1.2, 1.9))));
  const amounts = { gross, markdown, vip, promo, nett: gross - markdown - vip - promo, units };

  const codes = Object.keys(brand.categories);
  const weights = Object.values(brand.categories).map((share) => share * random.factor(0.15));
  const shares = {
    gross: split(gross, weights, RUPIAH_STEP),
    markdown: split(markdown, weights, RUPIAH_STEP),
    vip: split(vip, weights, RUPIAH_STEP),
    promo: split(promo, weights, RUPIAH_STEP),
    units: split(units, weights, 1),
  };
  const categories = codes.map((code, index): [string, SalesAmounts] => {
    const part = (values: number[]) => values[index] ?? 0;
    const category = {
      gross: part(shares.gross),
      markdown: part(shares.markdown),
      vip: part(shares.vip),
      promo: part(shares.promo),
      nett: 0,
      units: part(shares.units),
    };
    category.nett = category.gross - category.markdown - category.vip - category.promo;
    if (category.nett < 0) throw new Error(`negative nett for ${store.id} ${day} ${code}`);
    return [code, category];
  });
  // Door counters are in the stores only; conversion hovers around a quarter.
  const visitors =
    store.type === 'STORES' ? Math.round(transactions / (0.25 * random.factor(0.15))) : null;
  return { outlet: store, day, amounts, transactions, categories, visitors };
}

function brandOf(store: StarterOutlet): Brand {
  const brand = BRANDS.find((candidate) => candidate.code === store.company);
  if (!brand) throw new Error(`no brand ${store.company}`);
  return brand;
}

function simulateSales(): Day[] {
  const days: Day[] = [];
  for (const store of OUTLETS) {
    const random = createRandom(SEED, store.id);
    for (const day of daysFrom(STARTER_FIRST_DAY, STARTER_LAST_DAY)) {
      if (tradesOn(store, day)) days.push(simulateDay(store, brandOf(store), day, random));
    }
  }
  return days.sort((a, b) => a.day.localeCompare(b.day) || a.outlet.id.localeCompare(b.outlet.id));
}

/* ---------------------------------------------------------------- targets */

const monthOf = (day: string) => day.slice(0, 7);
const previousYearMonth = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;

function* monthsFrom(first: string, last: string): Generator<string> {
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return;
    yield current;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

const lastDayOfMonth = (month: string) =>
  isoDay(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));

/**
 * A month's target: near its nett (some months beat it, some miss it), in whole millions, as a
 * planner would set it; the months to come grow last year's same month by the outlet's trend.
 */
function targetsOf(days: readonly Day[]): [StarterOutlet, string, number][] {
  const nett = new Map<string, number>();
  for (const { outlet: store, day, amounts } of days) {
    const key = `${store.id} ${monthOf(day)}`;
    nett.set(key, (nett.get(key) ?? 0) + amounts.nett);
  }
  const targets: [StarterOutlet, string, number][] = [];
  for (const store of OUTLETS) {
    const random = createRandom(SEED, `target ${store.id}`);
    for (const month of monthsFrom(monthOf(STARTER_FIRST_DAY), TARGET_LAST_MONTH)) {
      if (store.openDate > lastDayOfMonth(month)) continue;
      if (store.closeDate !== null && store.closeDate < `${month}-01`) continue;
      const sold =
        nett.get(`${store.id} ${month}`) ??
        (nett.get(`${store.id} ${previousYearMonth(month)}`) ?? 0) * (1 + store.growth);
      if (sold === 0) continue;
      const target = Math.round((sold * random.between(0.9, 1.1)) / 1e6) * 1e6;
      targets.push([store, month, target]);
    }
  }
  return targets;
}

/* ---------------------------------------------------------------- files */

/** The employees layout's columns but the optional ones the starter set leaves empty. */
const STARTER_EMPLOYEE_COLUMNS = IMPORT_LAYOUTS.employees.columns
  .map((column) => column.name)
  .filter((name) => !['office_phone', 'contract_start', 'contract_end'].includes(name));

const csv = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  `${[header, ...rows].map((row) => row.join(',')).join('\n')}\n`;

const amountCells = (amounts: SalesAmounts) => [
  amounts.gross,
  amounts.markdown,
  amounts.vip,
  amounts.promo,
  amounts.nett,
  amounts.units,
];

/** File name → content, in the order the files load. */
export function starterFiles(): Record<string, string> {
  const days = simulateSales();
  return {
    'companies.csv': csv(
      ['company', 'name', 'company_id', 'excluded_by_default', 'active'],
      // No company_id: each gets the next free one, so the file loads beside other companies.
      BRANDS.map((brand) => [brand.code, brand.name, '', 'false', 'true']),
    ),
    'categories.csv': csv(
      ['category', 'name', 'active'],
      CATEGORIES.map((code) => [code, code, 'true']),
    ),
    'outlet-types.csv': csv(
      ['type', 'name', 'active'],
      Object.entries(OUTLET_TYPES).map(([code, name]) => [code, name, 'true']),
    ),
    'outlet-groups.csv': csv(
      ['group', 'name', 'active'],
      Object.entries(OUTLET_GROUPS).map(([code, name]) => [code, name, 'true']),
    ),
    'employees.csv': csv(
      STARTER_EMPLOYEE_COLUMNS,
      EMPLOYEES.map((employee) => [
        employee.id,
        employee.name,
        `${employee.name.toLowerCase().replace(' ', '.')}@group.example`,
        employee.hired,
        employee.status,
        employee.level,
        employee.company,
        'D02',
        'Retail Operations',
        'DP02',
        'Store Operations',
        'Retail',
        ...employee.title,
        ...employee.grade,
        employee.branch,
        employee.manager,
        'true',
      ]),
    ),
    'outlets.csv': csv(
      [
        'outlet_id',
        'name',
        'company',
        'type',
        'group',
        'city',
        'open_date',
        'close_date',
        'active',
      ],
      OUTLETS.map((store) => [
        store.id,
        store.name,
        store.company,
        store.type,
        store.group,
        store.city,
        store.openDate,
        store.closeDate ?? '',
        store.closeDate === null ? 'true' : 'false',
      ]),
    ),
    'targets.csv': csv(
      ['outlet_id', 'year', 'month', 'target'],
      targetsOf(days).map(([store, month, target]) => [
        store.id,
        month.slice(0, 4),
        Number(month.slice(5, 7)),
        target,
      ]),
    ),
    'daily-sales.csv': csv(
      ['outlet_id', 'date', 'gross', 'markdown', 'vip', 'promo', 'nett', 'units', 'transactions'],
      days.map((day) => [day.outlet.id, day.day, ...amountCells(day.amounts), day.transactions]),
    ),
    'category-sales.csv': csv(
      ['outlet_id', 'date', 'category', 'gross', 'markdown', 'vip', 'promo', 'nett', 'units'],
      days.flatMap((day) =>
        day.categories.map(([category, amounts]) => [
          day.outlet.id,
          day.day,
          category,
          ...amountCells(amounts),
        ]),
      ),
    ),
    'traffic.csv': csv(
      ['outlet_id', 'date', 'visitors'],
      days.flatMap((day) =>
        day.visitors === null ? [] : [[day.outlet.id, day.day, day.visitors]],
      ),
    ),
  };
}
