import { formatDate } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { type DetailLayout, type DetailRow, detailColumns } from './detail-model';
import { buildDetailPeriod } from './detail-period.fixture';
import {
  columnLabels,
  columnWidths,
  defaultSort,
  nextSort,
  periodCaption,
  phoneFigures,
  searchRows,
  sortChoices,
  sortDescription,
  sortRows,
  worklistView,
} from './worklist-model';

function buildRow(overrides: Partial<DetailRow> & { values?: DetailRow['values'] }): DetailRow {
  return {
    id: 'KCG01-0001',
    name: 'ARUNA GRAND INDONESIA',
    total: false,
    closed: false,
    company: 'KCG01',
    companyName: 'Aruna Apparel',
    badges: [],
    ...overrides,
    values: { ...overrides.values },
  };
}

const layout: DetailLayout = {
  headername: {
    year_td: '2026-10-20',
    year_mtd: 'MTD OCT 2026',
    year_ytd: 'YTD 2026',
    year_mtd_last: 'MTD OCT 2025',
    year_ytd_last: 'YTD 2025',
    growth: 'GROWTH',
  },
  referenceDate: '2026-10-20',
  withPace: true,
  withCompany: true,
};
const columns = detailColumns('sales', layout);

/** A row with its month's figures: projected achievement %, nett, achievement %. */
function monthRow(
  id: string,
  name: string,
  [monthProjectedPersen, monthNett, monthPersen]: [number | null, number, number | null],
  overrides: Partial<DetailRow> = {},
): DetailRow {
  return buildRow({
    id,
    name,
    ...overrides,
    values: { monthProjectedPersen, monthNett, monthPersen },
  });
}

const total = monthRow('TOTAL', 'TOTAL', [97.5, 9000, 99], {
  total: true,
  company: null,
  companyName: null,
});
const behind = monthRow('KCG01-0003', 'ARUNA PONDOK INDAH', [80.25, 1000, 95]);
const ahead = monthRow('KCG02-0001', 'LANGKAH KOTA KASABLANKA', [120, 5000, 90], {
  company: 'KCG02',
  companyName: 'Langkah Footwear',
});
const noTarget = monthRow('KCG01-0010', 'ARUNA ONLINE STORE', [null, 3000, null]);
const onPace = monthRow('KCG01-0002', 'ARUNA SENAYAN CITY', [100, 2000, 101]);
const outlets = [ahead, noTarget, behind, onPace];

const period = buildDetailPeriod();

const column = (id: string) => {
  const found = columns.flatMap((group) => group.columns ?? [group]).find((leaf) => leaf.id === id);
  if (!found) throw new Error(`no column ${id}`);
  return found;
};

describe('the order of the worklist', () => {
  it('opens on the outlets furthest behind pace while the month runs, missing values last', () => {
    const sort = defaultSort('sales', layout);
    expect(sort).toEqual({ columnId: 'monthProjectedPersen', direction: 'ascending' });
    const view = worklistView([total, ...outlets], columns, '', sort, period);
    expect(view.outlets.map((row) => row.id)).toEqual([
      'KCG01-0003',
      'KCG01-0002',
      'KCG02-0001',
      'KCG01-0010',
    ]);
  });

  it('opens a month without pace on its achievement, and traffic on its growth', () => {
    expect(defaultSort('sales-lfl', { withPace: false })).toEqual({
      columnId: 'monthPersen',
      direction: 'ascending',
    });
    expect(defaultSort('traffic-lfl', { withPace: true })).toEqual({
      columnId: 'growthTrafficMtd',
      direction: 'ascending',
    });
  });

  it("opens each family's detail on its own key column: ASP, UPT and ATV on their own", () => {
    for (const withPace of [true, false]) {
      for (const [kind, columnId] of [
        ['asp', 'monthAsp'],
        ['asp-lfl', 'monthAsp'],
        ['upt', 'monthUpt'],
        ['upt-lfl', 'monthUpt'],
        ['atv', 'monthAtv'],
        ['atv-lfl', 'monthAtv'],
      ] as const) {
        expect(defaultSort(kind, { withPace })).toEqual({ columnId, direction: 'ascending' });
      }
    }
    expect(defaultSort('sales-lfl', { withPace: true }).columnId).toBe('monthProjectedPersen');
    // The key column is one of the detail's own columns.
    const asp = detailColumns('asp', layout).flatMap((group) => group.columns ?? [group]);
    expect(asp.map((leaf) => leaf.id)).toContain('monthAsp');
  });

  it('sorts by any column either way, keeping missing values last', () => {
    const descending = sortRows(outlets, column('monthProjectedPersen'), 'descending');
    expect(descending.map((row) => row.values.monthProjectedPersen)).toEqual([
      120,
      100,
      80.25,
      null,
    ]);
    const byName = sortRows(outlets, column('branchname'), 'ascending');
    expect(byName.map((row) => row.name)).toEqual([
      'ARUNA ONLINE STORE',
      'ARUNA PONDOK INDAH',
      'ARUNA SENAYAN CITY',
      'LANGKAH KOTA KASABLANKA',
    ]);
    const byNett = sortRows(outlets, column('monthNett'), 'descending');
    expect(byNett.map((row) => row.values.monthNett)).toEqual([5000, 3000, 2000, 1000]);
  });

  it('sorts IDs by their numbers, not their characters', () => {
    const ids = ['KCG01-0010', 'KCG01-0002', 'KCG01-0001'].map((id) => buildRow({ id }));
    expect(sortRows(ids, column('no_branch'), 'ascending').map((row) => row.id)).toEqual([
      'KCG01-0001',
      'KCG01-0002',
      'KCG01-0010',
    ]);
  });

  it('turns a column round on a second press and starts another ascending', () => {
    const start = { columnId: 'monthNett', direction: 'ascending' } as const;
    expect(nextSort(start, 'monthNett')).toEqual({
      columnId: 'monthNett',
      direction: 'descending',
    });
    expect(nextSort(nextSort(start, 'monthNett'), 'monthNett')).toEqual(start);
    expect(nextSort(start, 'growthMtd')).toEqual({ columnId: 'growthMtd', direction: 'ascending' });
  });

  it('says how it is ordered', () => {
    const labels = columnLabels(columns);
    expect(labels.get('monthProjectedPersen')).toBe('PACE TO MONTH END · PROJ. %');
    expect(labels.get('branchname')).toBe('OUTLET');
    expect(sortDescription({ columnId: 'monthPersen', direction: 'ascending' }, labels)).toBe(
      'MTD OCT 2026 · %, lowest first',
    );
    expect(sortDescription({ columnId: 'branchname', direction: 'descending' }, labels)).toBe(
      'OUTLET, Z to A',
    );
  });
});

describe('the search of the worklist', () => {
  it('finds outlets by ID, name, company code or company name, every word', () => {
    expect(searchRows(outlets, 'pondok').map((row) => row.id)).toEqual(['KCG01-0003']);
    expect(searchRows(outlets, 'kcg02').map((row) => row.id)).toEqual(['KCG02-0001']);
    expect(searchRows(outlets, 'langkah foot').map((row) => row.id)).toEqual(['KCG02-0001']);
    expect(searchRows(outlets, '0002').map((row) => row.id)).toEqual(['KCG01-0002']);
    expect(searchRows(outlets, 'aruna senayan').map((row) => row.id)).toEqual(['KCG01-0002']);
    expect(searchRows(outlets, '  ')).toHaveLength(4);
    expect(searchRows(outlets, 'nowhere')).toEqual([]);
  });

  it('keeps TOTAL pinned whatever the search and the order', () => {
    const view = worklistView(
      [total, ...outlets],
      columns,
      'nowhere',
      { columnId: 'monthNett', direction: 'descending' },
      period,
    );
    // No outlet is shown: the answer's TOTAL stays and says whose it is.
    expect(view.totals).toEqual([{ ...total, name: 'TOTAL of all 4' }]);
    expect(view.outlets).toEqual([]);
  });

  it("totals the outlets a search shows, and keeps the answer's TOTAL for all of them", () => {
    const sort = { columnId: 'monthNett', direction: 'descending' } as const;
    const aruna = worklistView([total, ...outlets], columns, 'aruna', sort, period);
    expect(aruna.outlets).toHaveLength(3);
    expect(aruna.totals).toHaveLength(1);
    expect(aruna.totals[0]).toMatchObject({ id: 'TOTAL', name: 'TOTAL of 3 shown', total: true });
    // 3000 + 1000 + 2000, not the answer's 9000.
    expect(aruna.totals[0]?.values.monthNett).toBe(6000);
    // A search that holds every outlet shows the answer's own TOTAL, as no search does.
    expect(worklistView([total, ...outlets], columns, 'a', sort, period).totals).toEqual([total]);
    expect(worklistView([total, ...outlets], columns, '', sort, period).totals).toEqual([total]);
  });
});

describe('what a phone shows before a card is opened', () => {
  const ids = (figures: { columnId: string }[]) => figures.map((figure) => figure.columnId);

  it('leads with nett, achievement and growth, and the pace while the month runs', () => {
    expect(phoneFigures('sales', { withPace: true })).toEqual([
      { columnId: 'monthNett', label: 'MTD NETT' },
      { columnId: 'monthPersen', label: 'MTD %' },
      { columnId: 'growthMtd', label: 'GROWTH' },
      { columnId: 'monthProjectedPersen', label: 'PROJ. %' },
    ]);
    expect(ids(phoneFigures('sales-lfl', { withPace: false }))).toEqual([
      'monthNett',
      'monthPersen',
      'growthMtd',
    ]);
  });

  it('shows the metric of ASP, UPT and ATV, and traffic its own figures', () => {
    expect(phoneFigures('upt', { withPace: true }).at(-1)).toEqual({
      columnId: 'monthUpt',
      label: 'MTD UPT',
    });
    expect(ids(phoneFigures('traffic', { withPace: true }))).toEqual([
      'monthTraffic',
      'monthConversion',
      'growthTrafficMtd',
    ]);
  });

  it('offers every column to sort by, its own name first', () => {
    const choices = sortChoices(columns);
    expect(choices.slice(0, 4)).toEqual([
      { value: 'no_branch', label: 'ID' },
      { value: 'branchname', label: 'OUTLET' },
      { value: 'company', label: 'COMPANY' },
      { value: 'monthProjectedPersen', label: 'PROJ. % (PACE TO MONTH END)' },
    ]);
  });
});

describe('the widths of the columns', () => {
  it('fit the longest value and the heading, and keep text columns within bounds', () => {
    const wide = buildRow({ values: { monthNett: -123_456_789_012 } });
    const widths = columnWidths(columns, [total, wide]);
    // '-123.456.789.012' is 16 characters.
    expect(widths.get('monthNett')).toBeGreaterThanOrEqual(16 * 7);
    expect(widths.get('monthNett')).toBeGreaterThan(widths.get('monthPersen') ?? 0);
    expect(widths.get('branchname')).toBeLessThanOrEqual(260);
    expect(widths.get('no_branch')).toBeGreaterThanOrEqual(80);
  });
});

describe('the days the detail covers', () => {
  const period = buildDetailPeriod();
  // A calendar day reads as written, whatever the zone.
  const day = (isoDate: string) => formatDate(isoDate, 'Asia/Jakarta');

  it('names the running month to date and the same days last year', () => {
    expect(periodCaption({ ...period, state: 'running' }, day)).toBe(
      'Month to date 1 Oct 2026 to 20 Oct 2026, day 20 of 31 · compared with 1 Oct 2025 to 20 Oct 2025',
    );
  });

  it('names a finished month and a month to come', () => {
    expect(periodCaption({ ...period, state: 'finished', to: '2026-10-31' }, day)).toMatch(
      /^Whole month 1 Oct 2026 to 31 Oct 2026/,
    );
    expect(periodCaption({ ...period, state: 'to-come' }, day)).toBe(
      'The month starting 1 Oct 2026 has no sales yet',
    );
  });
});
