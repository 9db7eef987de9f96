/**
 * The starter set (samples/starter/) as its README tells a new group to use it, on both
 * engines: an app on an empty database, the first administrator made by the create-admin
 * command's function, the folder imported as one bundle, a sign-in through the API and the
 * sales summary — whose numbers are checked against sums taken straight from the CSV files
 * with plain code here, never against the server. Also: the checked-in files are what the
 * generator writes, and their category rows add up to their days.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyApp, startEmptyApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { type Caller, callersOf } from '../../../test/requests';
import { useTemporaryDirectory } from '../../../test/temporary-directory';
import { ImportService } from '../../modules/imports/imports.service';
import { createAdministrator } from '../../modules/setup/create-administrator';
import { starterFiles } from './starter-set';

const STARTER_DIR = path.resolve(import.meta.dirname, '../../../../../samples/starter');
const OWNER = { username: 'owner', password: 'starter set owner 2026' };
const YEAR = 2026;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/* ------------------------------------------------- the files, read with plain code */

type Row = Record<string, string>;

/** A CSV without quotes (the starter set has none): header names, then one record a line. */
async function readRows(name: string): Promise<Row[]> {
  const text = await readFile(path.join(STARTER_DIR, name), 'utf8');
  const [header = '', ...lines] = text.trimEnd().split('\n');
  const names = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((column, index) => [column, cells[index] ?? '']));
  });
}

interface Files {
  outlets: Row[];
  daily: Row[];
  categories: Row[];
  targets: Row[];
}

const readFiles = async (): Promise<Files> => ({
  outlets: await readRows('outlets.csv'),
  daily: await readRows('daily-sales.csv'),
  categories: await readRows('category-sales.csv'),
  targets: await readRows('targets.csv'),
});

const pad = (value: number) => String(value).padStart(2, '0');
const lastDay = (year: number, month: number) =>
  `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
const round2 = (value: number) => Math.round(value * 100) / 100;

interface Selection {
  companies: string[] | 'all';
  type: string;
  groups: string[] | 'all';
}

/** The outlet ids a filter selects, from outlets.csv. */
function selected(files: Files, selection: Selection): Set<string> {
  return new Set(
    files.outlets
      .filter(
        (outlet) =>
          (selection.companies === 'all' || selection.companies.includes(outlet.company ?? '')) &&
          outlet.type === selection.type &&
          (selection.groups === 'all' || selection.groups.includes(outlet.group ?? '')),
      )
      .map((outlet) => outlet.outlet_id ?? ''),
  );
}

/** Nett of the outlets over the days from `from` to `to`, both included. */
function nettOf(files: Files, outlets: Set<string>, from: string, to: string): number {
  let nett = 0;
  for (const row of files.daily) {
    const date = row.date ?? '';
    if (outlets.has(row.outlet_id ?? '') && date >= from && date <= to) nett += Number(row.nett);
  }
  return nett;
}

const monthNett = (files: Files, outlets: Set<string>, year: number, month: number) =>
  nettOf(files, outlets, `${year}-${pad(month)}-01`, lastDay(year, month));

function targetOf(files: Files, outlets: Set<string>, year: number, months: number[]): number {
  let target = 0;
  for (const row of files.targets) {
    if (
      outlets.has(row.outlet_id ?? '') &&
      Number(row.year) === year &&
      months.includes(Number(row.month))
    )
      target += Number(row.target);
  }
  return target;
}

/** The last sales day of the outlets of a type: `datelast`. */
function lastSalesDay(files: Files, type: string): string {
  const ofType = selected(files, { companies: 'all', type, groups: 'all' });
  return files.daily
    .filter((row) => ofType.has(row.outlet_id ?? ''))
    .map((row) => row.date ?? '')
    .reduce((latest, date) => (date > latest ? date : latest), '');
}

/**
 * Like-for-like outlets of a finished month: open by the month's first day a year earlier and
 * not closed by the month's last day.
 */
function lflOutlets(files: Files, outlets: Set<string>, year: number, month: number) {
  return new Set(
    files.outlets
      .filter(
        (outlet) =>
          outlets.has(outlet.outlet_id ?? '') &&
          (outlet.open_date ?? '') <= `${year - 1}-${pad(month)}-01` &&
          (outlet.close_date === '' || (outlet.close_date ?? '') > lastDay(year, month)),
      )
      .map((outlet) => outlet.outlet_id ?? ''),
  );
}

describe('the starter set files', () => {
  it('are what the generator writes (npm run samples:starter)', async () => {
    // Nothing else: the folder imports as it is, and a file of no kind would be refused.
    const written = (await readdir(STARTER_DIR)).sort();
    const generated = starterFiles();
    expect(written).toEqual(Object.keys(generated).sort());
    for (const [name, content] of Object.entries(generated)) {
      expect(await readFile(path.join(STARTER_DIR, name), 'utf8'), name).toBe(content);
    }
  });

  it('hold category rows adding up to each day, an outlet opened within the year and one closed', async () => {
    const files = await readFiles();
    const amounts = ['gross', 'markdown', 'vip', 'promo', 'nett', 'units'] as const;
    const sums = new Map<string, number[]>();
    for (const row of files.categories) {
      const key = `${row.outlet_id} ${row.date}`;
      const sum = sums.get(key) ?? amounts.map(() => 0);
      sums.set(
        key,
        sum.map((value, index) => value + Number(row[amounts[index] as string])),
      );
    }
    expect(sums.size).toBe(files.daily.length);
    for (const row of files.daily) {
      expect(sums.get(`${row.outlet_id} ${row.date}`), `${row.outlet_id} ${row.date}`).toEqual(
        amounts.map((column) => Number(row[column])),
      );
    }
    const opened = files.outlets.filter((outlet) => (outlet.open_date ?? '') > '2025-10-31');
    const closed = files.outlets.filter((outlet) => outlet.close_date !== '');
    expect(opened.map((outlet) => outlet.outlet_id)).toEqual(['SKR-0002']);
    expect(closed.map((outlet) => outlet.outlet_id)).toEqual(['LKH-0004']);
    const lastSale = (id: string) =>
      files.daily.filter((row) => row.outlet_id === id).at(-1)?.date ?? '';
    expect(lastSale('LKH-0004')).toBe(closed[0]?.close_date);
  });
});

/* ------------------------------------------------- the README path */

describeEachEngine('the starter set on an empty database', (engine) => {
  let started: EmptyApp;
  let owner: Caller;
  let files: Files;
  /** Rows of the tables the starter set fills, before the administrator and the import. */
  let before: Record<string, number>;
  const workDir = useTemporaryDirectory('outlet-pulse-starter-set-');

  beforeAll(async () => {
    files = await readFiles();
    started = await startEmptyApp(engine);
    before = {};
    for (const table of [
      'users',
      'employees',
      'companies',
      'outlets',
      'daily_sales',
      'monthly_targets',
    ] as const) {
      const { rows } = await started.database.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow();
      before[table] = Number(rows);
    }
    await createAdministrator(
      started.database,
      { username: OWNER.username, password: OWNER.password, name: 'Group Owner' },
      { policy: 'no-active-administrator', via: 'create-admin command' },
    );
    const imports = new ImportService({
      database: started.database,
      workDir: workDir(),
    });
    const names = await readdir(STARTER_DIR);
    const { report, loaded } = await imports.immediate.importBundle(
      names.map((name) => ({ fileName: name, path: path.join(STARTER_DIR, name) })),
      { userId: null, label: 'starter set' },
    );
    const problems = [...report.files.flatMap((file) => file.issues), ...report.issues];
    expect(report.issueCount, JSON.stringify(problems)).toBe(0);
    expect(loaded?.files).toHaveLength(10);
    owner = callersOf(started.app)(OWNER);
  });
  afterAll(async () => started?.dispose());

  async function salesCall(call: string, query: Record<string, string | number>) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await owner.get(`/api/portal/salessummary/${call}?${search}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  it('started from a database without any data or user', () => {
    expect(before).toEqual({
      users: 0,
      employees: 0,
      companies: 0,
      outlets: 0,
      daily_sales: 0,
      monthly_targets: 0,
    });
  });

  it('gives the store managers the outlets of the same import as their branch', async () => {
    const expected = (await readRows('employees.csv'))
      .filter((row) => row.branch !== '')
      .map((row) => ({ employee_id: row.employee_id, id_active_branch: row.branch }));
    expect(expected.length).toBeGreaterThan(0);
    const loaded = await started.database.kysely
      .selectFrom('employees')
      .select(['employee_id', 'id_active_branch'])
      .where('id_active_branch', 'is not', null)
      .where('id_active_branch', '!=', '')
      .orderBy('employee_id')
      .execute();
    expect(loaded).toEqual(expected);
  });

  it.each([
    ['TOTAL, every group', { companies: 'all', groups: 'all' }, 'TOTAL', 'TOTALKCG'],
    ['one brand, stores only', { companies: ['ARN'], groups: ['O'] }, 'ARN', 'O'],
  ] as const)(
    'shows the sales summary of %s as the files add up',
    async (_, filter, company, group) => {
      const outlets = selected(files, { ...filter, type: 'STORES' } as Selection);
      const datelast = lastSalesDay(files, 'STORES');
      expect(datelast).toBe('2026-10-31');
      const summary = await salesCall('chartsalessummary', {
        company,
        type: 'STORES',
        group,
        year: YEAR,
        outlet: 'All',
      });

      // Each month's nett, three years; the months after datelast have none.
      for (const [index, year] of [YEAR - 2, YEAR - 1, YEAR].entries()) {
        const expected = MONTHS.map((month) => monthNett(files, outlets, year, month) || null);
        expect(summary.chart[index].name).toBe(`Sales ${year}`);
        expect(summary.chart[index].data, `${year}`).toEqual(expected);
      }
      expect(summary.chart[2].data.slice(0, 10).every((nett: number | null) => nett !== null)).toBe(
        true,
      );

      // Growth of each finished month against the same month last year; none for months to come.
      for (const month of MONTHS) {
        const cell = summary.tablegrowth[month - 1];
        if (month > 10) {
          expect(cell.persenNettView, `month ${month}`).toBeNull();
          continue;
        }
        const here = monthNett(files, outlets, YEAR, month);
        const last = monthNett(files, outlets, YEAR - 1, month);
        expect(cell).toMatchObject({
          bulan: month,
          nettYearHere: here,
          nettYearLast: last,
          persenNettView: round2(((here - last) / last) * 100),
        });
      }

      // Achievement of each finished month against its target.
      for (const month of MONTHS.slice(0, 10)) {
        const nett = monthNett(files, outlets, YEAR, month);
        const target = targetOf(files, outlets, YEAR, [month]);
        expect(summary.tableachievement[month - 1], `month ${month}`).toMatchObject({
          nett,
          target,
          achievementPersen: round2((nett / target) * 100),
        });
      }

      // The year to date against last year's same days and the target to date.
      const nettToDate = nettOf(files, outlets, `${YEAR}-01-01`, datelast);
      const lastYearSameDays = nettOf(files, outlets, `${YEAR - 1}-01-01`, `${YEAR - 1}-10-31`);
      const targetToDate = targetOf(files, outlets, YEAR, MONTHS.slice(0, 10));
      expect(summary.pacing.year).toMatchObject({
        from: `${YEAR}-01-01`,
        to: datelast,
        nett: nettToDate,
        lastYearSameDays,
        lastYearWhole: nettOf(files, outlets, `${YEAR - 1}-01-01`, `${YEAR - 1}-12-31`),
        growthPersen: round2(((nettToDate - lastYearSameDays) / lastYearSameDays) * 100),
        targetToDate,
        achievementPersen: round2((nettToDate / targetToDate) * 100),
        target: targetOf(files, outlets, YEAR, MONTHS),
      });
    },
  );

  it('compares like for like: only outlets open a year earlier and still open', async () => {
    const outlets = selected(files, { companies: 'all', type: 'STORES', groups: 'all' });
    const lfl = await salesCall('lflsalessummary', {
      company: 'TOTAL',
      type: 'STORES',
      group: 'TOTALKCG',
      year: YEAR,
      outlet: 'All',
    });
    const mainRow = (year: number, month: number) =>
      lfl.main.find(
        (row: { tahun: number; bulan: number }) => row.tahun === year && row.bulan === month,
      );
    for (const month of MONTHS.slice(0, 10)) {
      const comparable = lflOutlets(files, outlets, YEAR, month);
      // The outlet opened in November 2025 never counts this year; the one closed on 30 June
      // counts until May.
      expect(comparable.has('SKR-0002')).toBe(false);
      expect(comparable.has('LKH-0004')).toBe(month < 6);
      const here = monthNett(files, comparable, YEAR, month);
      const last = monthNett(files, comparable, YEAR - 1, month);
      expect(mainRow(YEAR, month)?.nett, `${YEAR}-${month}`).toBe(here);
      expect(mainRow(YEAR - 1, month)?.nett, `${YEAR - 1}-${month}`).toBe(last);
      expect(lfl.tableSalesSummaryData[month - 1].persenNettView, `growth ${month}`).toBe(
        round2(((here - last) / last) * 100),
      );
    }
  });
});
