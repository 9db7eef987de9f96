/**
 * The per-outlet detail of a month (chartsalessummarydetail, lflsalessummarydetail) as a table,
 * for every kind of widget that opens it (spec 000 §2, common detail modal): ID and Outlet,
 * one column group per period headed by `headername` (TODAY, MTD, YTD, last-year month,
 * last-year year), each with the sub-columns of the kind, then MTD and YTD growth. The TOTAL
 * row (from mainHeader, whose fields are spelt `totalMonthNett`, …) comes first, then one row
 * per outlet (from main, `monthNett`, …).
 */
import {
  DETAIL_MEASURES,
  DETAIL_PERIODS,
  type SalesDetail,
  type StatusFlag,
  statusFlagSchema,
  totalPeriodName,
} from '@outlet-pulse/contracts';
import type { NumberKind } from '../../../lib/format';
import type { TableColumn, TableModel } from '../shared/table-model';

export type DetailFamily = 'sales' | 'asp' | 'upt' | 'atv' | 'traffic';
export type DetailKind = DetailFamily | `${DetailFamily}-lfl`;
type Period = (typeof DETAIL_PERIODS)[number];

export const DETAIL_CALLS = {
  regular: 'chartsalessummarydetail',
  lfl: 'lflsalessummarydetail',
} as const;

/** The modal titles of spec 000 §2, per kind. */
export const DETAIL_TITLES: Record<DetailKind, string> = {
  sales: 'ACHIEVEMENT DETAIL',
  asp: 'AVERAGE SELLING PRICE ( ASP ) DETAIL',
  upt: 'UNIT PER TRANSACTION ( UPT ) DETAIL',
  atv: 'AVERAGE TRANSACTION VALUE ( ATV ) DETAIL',
  traffic: 'TRAFFIC DETAIL',
  'sales-lfl': 'ACHIEVEMENT DETAIL',
  'asp-lfl': 'AVERAGE SELLING PRICE ( ASP ) LFL DETAIL',
  'upt-lfl': 'UNIT PER TRANSACTION ( UPT ) LFL DETAIL',
  'atv-lfl': 'AVERAGE TRANSACTION VALUE ( ATV ) LFL DETAIL',
  'traffic-lfl': 'TRAFFIC DETAIL LFL',
};

export function familyOf(kind: DetailKind): DetailFamily {
  return kind.replace(/-lfl$/, '') as DetailFamily;
}

export function isLfl(kind: DetailKind): boolean {
  return kind.endsWith('-lfl');
}

export function detailCall(kind: DetailKind): string {
  return isLfl(kind) ? DETAIL_CALLS.lfl : DETAIL_CALLS.regular;
}

/**
 * The title line above the table: the server's title names the month ('ACHIEVEMENT DETAIL
 * Mar 2026'); other kinds keep that month under their own title ('TRAFFIC DETAIL Mar 2026').
 */
export function detailTitleLine(kind: DetailKind, serverTitle: string): string {
  if (familyOf(kind) === 'sales') return serverTitle;
  const prefix = /^ACHIEVEMENT DETAIL(?: LFL)?\s*/;
  if (!prefix.test(serverTitle)) return serverTitle;
  return `${DETAIL_TITLES[kind]} ${serverTitle.replace(prefix, '')}`.trim();
}

export interface DetailRow {
  id: string;
  name: string;
  total: boolean;
  closed: boolean;
  /** Outlet-row field names (`monthNett`, `growthMtdColor`, …) for both kinds of row. */
  values: Record<string, number | string | null>;
}

const GROWTH_FIELDS = ['growthMtd', 'growthYtd', 'growthTrafficMtd', 'growthTrafficYtd'] as const;

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function cellOf(value: unknown): number | string | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The totals row under the outlet rows' field names. */
function totalsValues(totals: Record<string, unknown>): DetailRow['values'] {
  const values: DetailRow['values'] = {};
  for (const period of DETAIL_PERIODS) {
    for (const measure of DETAIL_MEASURES) {
      values[`${period}${measure}`] = cellOf(totals[`total${totalPeriodName(period)}${measure}`]);
    }
  }
  for (const field of GROWTH_FIELDS) {
    values[field] = cellOf(totals[`total${capitalize(field)}`]);
    values[`${field}Color`] = cellOf(totals[`total${capitalize(field)}Color`]);
  }
  return values;
}

function outletValues(outlet: Record<string, unknown>): DetailRow['values'] {
  const values: DetailRow['values'] = {};
  for (const [field, value] of Object.entries(outlet)) values[field] = cellOf(value);
  return values;
}

/** TOTAL first, then one row per outlet, in the server's order. */
export function detailRows(detail: SalesDetail): DetailRow[] {
  const totals = detail.mainHeader.map(
    (row): DetailRow => ({
      id: String(row.no_branch),
      name: String(row.branchname),
      total: true,
      closed: false,
      values: totalsValues(row),
    }),
  );
  const outlets = detail.main.map(
    (row): DetailRow => ({
      id: String(row.no_branch),
      name: String(row.branchname),
      total: false,
      closed: row.status === 'CLOSED',
      values: outletValues(row),
    }),
  );
  return [...totals, ...outlets];
}

const numberAt = (row: DetailRow, field: string): number | null => {
  const value = row.values[field];
  return typeof value === 'number' ? value : null;
};

const flagAt = (row: DetailRow, field: string): StatusFlag | undefined => {
  const parsed = statusFlagSchema.safeParse(row.values[field]);
  return parsed.success ? parsed.data : undefined;
};

const PERIOD_HEADINGS: Record<Period, keyof SalesDetail['headername']> = {
  today: 'year_td',
  month: 'year_mtd',
  Year: 'year_ytd',
  lastmonth: 'year_mtd_last',
  lastYear: 'year_ytd_last',
};

interface Measure {
  field: (typeof DETAIL_MEASURES)[number];
  header: string;
  kind: NumberKind;
  /** The flag that colours this cell. */
  flagField?: string;
}

const METRIC_HEADERS = { asp: 'ASP', upt: 'UPT', atv: 'ATV' } as const;
const METRIC_FIELDS = { asp: 'Asp', upt: 'Upt', atv: 'Atv' } as const;

/** The sub-columns of a period group, per kind. */
function measuresOf(family: DetailFamily): Measure[] {
  if (family === 'traffic') {
    return [
      { field: 'Traffic', header: 'TRAFFIC', kind: 'count' },
      { field: 'TrafficTrx', header: 'TRANS', kind: 'count' },
      { field: 'Conversion', header: '%', kind: 'percent' },
    ];
  }
  const sales: Measure[] = [
    { field: 'Nett', header: 'NETT', kind: 'amount' },
    { field: 'Target', header: 'TARGET', kind: 'amount' },
    { field: 'Persen', header: '%', kind: 'percent', flagField: 'Color' },
  ];
  if (family === 'sales') return sales;
  return [
    ...sales,
    // ASP and ATV are rupiah, UPT is units: all three read with two decimals.
    { field: METRIC_FIELDS[family], header: METRIC_HEADERS[family], kind: 'ratio' },
  ];
}

export function detailColumns(
  kind: DetailKind,
  headername: SalesDetail['headername'],
): TableColumn<DetailRow>[] {
  const family = familyOf(kind);
  const measures = measuresOf(family);
  const periodGroups = DETAIL_PERIODS.map(
    (period): TableColumn<DetailRow> => ({
      id: period,
      header: headername[PERIOD_HEADINGS[period]],
      columns: measures.map((measure) => {
        const field = `${period}${measure.field}`;
        const flagField = measure.flagField && `${period}${measure.flagField}`;
        return {
          id: field,
          header: measure.header,
          kind: measure.kind,
          value: (row: DetailRow) => numberAt(row, field),
          ...(flagField ? { flag: (row: DetailRow) => flagAt(row, flagField) } : {}),
        };
      }),
    }),
  );
  const [growthMtd, growthYtd] =
    family === 'traffic'
      ? (['growthTrafficMtd', 'growthTrafficYtd'] as const)
      : (['growthMtd', 'growthYtd'] as const);
  const growth: TableColumn<DetailRow> = {
    id: 'growth',
    header: headername.growth,
    columns: [
      { field: growthMtd, header: 'MTD' },
      { field: growthYtd, header: 'YTD' },
    ].map(({ field, header }) => ({
      id: field,
      header,
      kind: 'percent' as const,
      value: (row: DetailRow) => numberAt(row, field),
      flag: (row: DetailRow) => flagAt(row, `${field}Color`),
    })),
  };
  return [
    { id: 'no_branch', header: 'ID', rowHeader: true, value: (row) => row.id },
    { id: 'branchname', header: 'OUTLET', value: (row) => row.name },
    ...periodGroups,
    growth,
  ];
}

export function detailTable(kind: DetailKind, detail: SalesDetail): TableModel<DetailRow> {
  return {
    columns: detailColumns(kind, detail.headername),
    sections: [{ id: 'outlets', rows: detailRows(detail) }],
    rowId: (row) => `${row.total ? 'total' : 'outlet'}:${row.id}`,
    isTotal: (row) => row.total,
  };
}
