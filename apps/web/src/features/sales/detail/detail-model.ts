/**
 * The per-outlet detail of a month (chartsalessummarydetail, lflsalessummarydetail) as a table,
 * for every kind of widget that opens it (spec 000 §2, common detail modal): ID and Outlet
 * (and the company, when the rows span several), the month's pace for the sales family while
 * the month runs (projected %, projection, the whole month's target, needed per day), one
 * column group per period (TODAY named by its reference day, MTD, YTD, last-year month,
 * last-year year), each with the sub-columns of the kind, then MTD and YTD growth. The TOTAL
 * row (from mainHeader, whose fields are spelt `totalMonthNett`, …) comes first, then one row
 * per outlet (from main, `monthNett`, …).
 */
import {
  DEFAULT_TIME_ZONE,
  DETAIL_MEASURES,
  DETAIL_PACING_MEASURES,
  DETAIL_PERIODS,
  formatDate,
  MONTH_NAMES,
  type SalesDetail,
  type StatusFlag,
  statusFlagSchema,
  totalPeriodName,
} from '@outlet-pulse/contracts';
import type { TableColumn, TableModel } from '../../../components/data-table/table-model';
import type { NumberKind } from '../../../lib/format';
import { lflSalesDetailCall, salesDetailCall } from '../api/sales-queries';
import { badgesOf, type OutletBadge } from './outlet-badges';

export type DetailFamily = 'sales' | 'asp' | 'upt' | 'atv' | 'traffic';
export type DetailKind = DetailFamily | `${DetailFamily}-lfl`;
type Period = (typeof DETAIL_PERIODS)[number];

/** The modal titles of spec 000 §2, per kind. */
export const DETAIL_TITLES: Record<DetailKind, string> = {
  sales: 'ACHIEVEMENT DETAIL',
  asp: 'AVERAGE SELLING PRICE ( ASP ) DETAIL',
  upt: 'UNIT PER TRANSACTION ( UPT ) DETAIL',
  atv: 'AVERAGE TRANSACTION VALUE ( ATV ) DETAIL',
  traffic: 'TRAFFIC DETAIL',
  // The spec's 'ACHIEVEMENT DETAIL' with LFL, as the LFL traffic detail and the server's title
  // line ('ACHIEVEMENT DETAIL LFL Mar 2026') say it (issue 25, item 8).
  'sales-lfl': 'ACHIEVEMENT DETAIL LFL',
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

/** The per-outlet detail of a month; the LFL kinds read the LFL detail. */
export function salesDetailCallOf(kind: DetailKind) {
  return isLfl(kind) ? lflSalesDetailCall : salesDetailCall;
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

/**
 * The modal's title: the kind's title and the month asked for ('ACHIEVEMENT DETAIL LFL Mar
 * 2026'), said once, above the table it names (issue 25, item 8); while nothing has been
 * asked for, the kind's title alone.
 */
export function detailModalTitle(kind: DetailKind, query: Record<string, string> | null): string {
  const month = MONTH_NAMES[Number(query?.month) - 1];
  return month && query?.year
    ? `${DETAIL_TITLES[kind]} ${month} ${query.year}`
    : DETAIL_TITLES[kind];
}

export interface DetailRow {
  id: string;
  name: string;
  total: boolean;
  closed: boolean;
  /** The outlet's company (a TOTAL detail spans several); null on the TOTAL row. */
  company: string | null;
  companyName: string | null;
  badges: OutletBadge[];
  /** Outlet-row field names (`monthNett`, `growthMtdColor`, …) for both kinds of row. */
  values: Record<string, number | string | null>;
}

const GROWTH_FIELDS = ['growthMtd', 'growthYtd', 'growthTrafficMtd', 'growthTrafficYtd'] as const;

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function cellOf(value: unknown): number | string | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

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
  for (const measure of DETAIL_PACING_MEASURES) {
    values[`month${measure}`] = cellOf(totals[`totalMonth${measure}`]);
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
      company: null,
      companyName: null,
      badges: [],
      values: totalsValues(row),
    }),
  );
  const outlets = detail.main.map((row): DetailRow => {
    const outlet = row as Record<string, unknown>;
    return {
      id: String(row.no_branch),
      name: String(row.branchname),
      total: false,
      closed: row.status === 'CLOSED',
      company: textOf(outlet.company),
      companyName: textOf(outlet.companyName),
      badges: badgesOf(
        {
          status: String(row.status),
          openDate: textOf(outlet.openDate),
          closeDate: textOf(outlet.closeDate),
          lfl: typeof outlet.lfl === 'boolean' ? outlet.lfl : null,
        },
        detail.period.from,
      ),
      values: outletValues(outlet),
    };
  });
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
    // ASP and ATV are rupiah and read whole, like every amount (issue 13, item 15); UPT is
    // units per transaction and keeps two decimals.
    {
      field: METRIC_FIELDS[family],
      header: METRIC_HEADERS[family],
      kind: family === 'upt' ? 'ratio' : 'amount',
    },
  ];
}

/** What the columns of a detail depend on besides its kind. */
export interface DetailLayout {
  headername: SalesDetail['headername'];
  /** TODAY's reference day, which its heading names. */
  referenceDate: string;
  /** The month runs: the sales family shows its pace. */
  withPace: boolean;
  /** The rows span several companies: each names its own. */
  withCompany: boolean;
}

/** The layout of a detail answer: its headings, whether its month runs, how many companies. */
export function detailLayout(detail: SalesDetail): DetailLayout {
  const companies = new Set(detail.main.map((row) => (row as Record<string, unknown>).company));
  return {
    headername: detail.headername,
    referenceDate: detail.referenceDate,
    withPace: detail.period.state === 'running',
    withCompany: companies.size > 1,
  };
}

/**
 * 'TODAY (20 Oct 2026)': the TODAY group names its reference day (issue 13, item 18) in the
 * portal's one short form; a calendar day reads the same in every time zone.
 */
export function todayHeading(referenceDate: string): string {
  return `TODAY (${formatDate(referenceDate, DEFAULT_TIME_ZONE)})`;
}

export const PACE_HEADING = 'PACE TO MONTH END';

/** The month's pace per outlet (DOMAIN.md, "Pacing"): where it will land, what it still needs. */
function paceGroup(): TableColumn<DetailRow> {
  const number = (field: string) => (row: DetailRow) => numberAt(row, field);
  return {
    id: 'pace',
    header: PACE_HEADING,
    columns: [
      {
        id: 'monthProjectedPersen',
        header: 'PROJ. %',
        kind: 'percent',
        value: number('monthProjectedPersen'),
        flag: (row) => flagAt(row, 'monthProjectedColor'),
      },
      {
        id: 'monthProjection',
        header: 'PROJECTION',
        kind: 'amount',
        value: number('monthProjection'),
      },
      {
        id: 'monthFullTarget',
        header: 'MONTH TARGET',
        kind: 'amount',
        value: number('monthFullTarget'),
      },
      {
        id: 'monthNeededPerDay',
        header: 'NEEDED / DAY',
        kind: 'amount',
        value: number('monthNeededPerDay'),
      },
    ],
  };
}

/** Whether a kind reads sales (nett against target): every kind but traffic. */
export const hasSalesFamily = (kind: DetailKind) => familyOf(kind) !== 'traffic';

export function detailColumns(kind: DetailKind, layout: DetailLayout): TableColumn<DetailRow>[] {
  const family = familyOf(kind);
  const measures = measuresOf(family);
  const periodGroups = DETAIL_PERIODS.map(
    (period): TableColumn<DetailRow> => ({
      id: period,
      header:
        period === 'today'
          ? todayHeading(layout.referenceDate)
          : layout.headername[PERIOD_HEADINGS[period]],
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
    header: layout.headername.growth,
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
  const company: TableColumn<DetailRow> = {
    id: 'company',
    header: 'COMPANY',
    value: (row) => row.companyName ?? row.company ?? '',
  };
  // The achievement detail leads with the pace; ASP, UPT and ATV lead with their own figures
  // and keep the pace after them (issue 25, item 8: the ASP detail is about ASP).
  const pace = layout.withPace && hasSalesFamily(kind) ? [paceGroup()] : [];
  const leading = family === 'sales' ? pace : [];
  const trailing = family === 'sales' ? [] : pace;
  return [
    { id: 'no_branch', header: 'ID', rowHeader: true, value: (row) => row.id },
    { id: 'branchname', header: 'OUTLET', value: (row) => row.name },
    ...(layout.withCompany ? [company] : []),
    ...leading,
    ...periodGroups,
    ...trailing,
    growth,
  ];
}

/** The table as the Excel download holds it: TOTAL, then the outlet rows in the order given. */
export function detailTable(
  columns: readonly TableColumn<DetailRow>[],
  rows: readonly DetailRow[],
): TableModel<DetailRow> {
  return {
    columns,
    sections: [{ id: 'outlets', rows }],
    rowId: (row) => `${row.total ? 'total' : 'outlet'}:${row.id}`,
    isTotal: (row) => row.total,
  };
}
