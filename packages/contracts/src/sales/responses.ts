/**
 * Answers of the sales calls, with the field names of spec 000 §3 on the wire (`toolip`,
 * `persenNettView`, `tahun`, `bulan`, `headername`, `mainHeader`, …). Amounts are rupiah;
 * percentages have two decimals; null is a gap (no value, DOMAIN.md). Fields the spec does not
 * name (`runningMonth`, `pacing`, the detail's `period` and pacing columns) are additions with
 * plain names; no spec field is renamed or dropped.
 */
import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Y = as good as the comparison or better (green), N = worse (red), X = no comparison. */
export const statusFlagSchema = z.enum(['Y', 'N', 'X']);
export type StatusFlag = z.infer<typeof statusFlagSchema>;

const amount = z.number();
const maybe = z.number().nullable();

export const dataLastUpdateSchema = z.object({
  dateLastViewFormat: z.string().nullable(),
  chartsubtitle: z.string(),
});

export const chartSeriesSchema = z.object({
  name: z.string(),
  years: z.number().int().optional(),
  type: z.enum(['line', 'bar']).default('line'),
  yAxisIndex: z.union([z.literal(0), z.literal(1)]).default(0),
  data: z.array(maybe),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

/**
 * Days of a month compared with the same dates a year earlier: the first and last day
 * (YYYY-MM-DD) and how many of the month's days they span.
 */
const monthDaysCompared = {
  from: z.string(),
  to: z.string(),
  daysElapsed: z.number().int(),
  daysInMonth: z.number().int(),
  lastYearFrom: z.string(),
  lastYearTo: z.string(),
};

/**
 * The month of the requested year that is still running: `datelast` falls inside it before its
 * last day (DOMAIN.md, "The running month"). Its points are month-to-date, and every
 * comparison of it uses the same days last year and the month-to-date target. Null when no
 * month of the year shown is running.
 */
export const runningMonthSchema = z.object({
  year: z.number().int(),
  /** 1–12 */
  bulan: z.number().int(),
  /** From the first of the month to `datelast`. */
  ...monthDaysCompared,
  /** '1–23 Nov 2026' */
  label: z.string(),
  /** '1–23 Nov 2025' */
  lastYearLabel: z.string(),
});
export type RunningMonth = z.infer<typeof runningMonthSchema>;

const chartBase = {
  datalastupdate: dataLastUpdateSchema,
  chartcategory: z.array(z.string()),
  runningMonth: runningMonthSchema.nullable(),
};

/**
 * Where a period (the month of `datelast`, or its year) stands and where it will land
 * (DOMAIN.md, "Pacing"). `…ToDate` and `lastYearSameDays` cover the days elapsed; `target`,
 * `lastYearWhole`, `runRate` and `projection` the whole period. Amounts are whole rupiah.
 */
export const pacingFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  daysElapsed: z.number().int(),
  daysInPeriod: z.number().int(),
  lastYearFrom: z.string(),
  lastYearTo: z.string(),
  /** '1–23 Nov 2026', '1 Jan–23 Nov 2026' */
  label: z.string(),
  lastYearLabel: z.string(),
  nett: amount,
  targetToDate: maybe,
  achievementPersen: maybe,
  achievementStatus: statusFlagSchema,
  lastYearSameDays: amount,
  lastYearWhole: amount,
  growthPersen: maybe,
  growthStatus: statusFlagSchema,
  target: maybe,
  runRate: maybe,
  projection: maybe,
  projectedPersen: maybe,
  /** Y when the projection reaches the target (on pace). */
  projectedStatus: statusFlagSchema,
  /** What each remaining day must sell to reach the target; 0 once it is met. */
  neededPerDay: maybe,
});
export type PacingFigures = z.infer<typeof pacingFiguresSchema>;

/** Pacing of the month and the year that hold `datelast`; null when it is not in the year. */
export const pacingSchema = z.object({
  month: pacingFiguresSchema.nullable(),
  year: pacingFiguresSchema.nullable(),
});
export type Pacing = z.infer<typeof pacingSchema>;

// Sales summary
export const salesSummarySeriesSchema = chartSeriesSchema.extend({
  years: z.number().int(),
  avg: maybe,
  months: z.array(z.object({ month: z.number().int(), nett: maybe, target: maybe })),
});

export const growthCellSchema = z.object({
  category: z.string(),
  bulan: z.number().int(),
  status: statusFlagSchema,
  persenNettView: maybe,
  nettYearHere: amount,
  nettYearLast: amount,
  toolip: z.string(),
});

export const achievementCellSchema = z.object({
  category: z.string(),
  bulan: z.number().int(),
  status: statusFlagSchema,
  achievementPersen: maybe,
  nett: amount,
  target: maybe,
  toolip: z.string(),
});

export const salesSummarySchema = z.object({
  ...chartBase,
  tablecategory: z.array(z.string()),
  chart: z.array(salesSummarySeriesSchema),
  tablegrowth: z.array(growthCellSchema),
  tableachievement: z.array(achievementCellSchema),
  pacing: pacingSchema,
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const salesSummaryAllBrandSchema = z.object({
  ...chartBase,
  tablecategory: z.array(z.string()),
  chart: z.array(salesSummarySeriesSchema),
  datatable: z.array(
    z.object({
      company: z.string(),
      companyName: z.string(),
      dataCurrentYearGrowth: z.array(growthCellSchema),
      dataCurrentYearAchievement: z.array(achievementCellSchema),
      pacing: pacingSchema,
    }),
  ),
  /** Pacing of every visible company added up (the view-by TOTAL sum). */
  pacing: pacingSchema,
});
export type SalesSummaryAllBrand = z.infer<typeof salesSummaryAllBrandSchema>;

// Profit dilution
const dilutionMonthFields = Object.fromEntries(
  MONTH_NAMES.flatMap((month) => [
    [month, maybe],
    [`${month}Color`, statusFlagSchema],
    [`${month}Toolip`, z.string()],
  ]),
) as Record<string, z.ZodType>;

export const dilutionRowSchema = z
  .object({
    name: z.string(),
    totalYTD: maybe,
    totalYTDLast: maybe,
    /** totalYTD − totalYTDLast in percentage points (DOMAIN.md); lower is better. */
    growth: maybe,
    growthColor: statusFlagSchema,
  })
  .extend(dilutionMonthFields);
export type DilutionRow = z.infer<typeof dilutionRowSchema> &
  Record<string, number | string | null>;

const dilutionTables = {
  tableMarkdown: dilutionRowSchema,
  tableVip: dilutionRowSchema,
  tablePromo: dilutionRowSchema,
  tableTotal: dilutionRowSchema,
};

export const profitDilutionSchema = z.object({
  ...chartBase,
  chart: z.array(chartSeriesSchema),
  ...dilutionTables,
});
export type ProfitDilution = z.infer<typeof profitDilutionSchema>;

export const profitDilutionAllBrandSchema = z.object({
  ...chartBase,
  chart: z.array(chartSeriesSchema),
  rows: z.array(z.object({ company: z.string(), companyName: z.string(), ...dilutionTables })),
});
export type ProfitDilutionAllBrand = z.infer<typeof profitDilutionAllBrandSchema>;

const dilutionDetailRow = z.object({ category: z.string(), data: z.array(maybe), persen: maybe });
export const profitDilutionDetailSchema = z.object({
  title: z.string(),
  header: z.array(z.string()),
  body: z.array(dilutionDetailRow),
  grandtotal: dilutionDetailRow,
});
export type ProfitDilutionDetail = z.infer<typeof profitDilutionDetailSchema>;

// ASP / UPT / ATV
const metricCellBase = z.object({
  category: z.string(),
  bulan: z.number().int(),
  growth: maybe,
  color: statusFlagSchema,
  toolip_growth: z.string(),
  nett: amount,
});
const block = <Cell extends z.ZodType>(cell: Cell) =>
  z.object({ chartData: z.array(chartSeriesSchema), tableData: z.array(cell) });

export const aspUptAtvSchema = z.object({
  ...chartBase,
  dataAverageSellingPrice: block(metricCellBase.extend({ asp: maybe, toolip_asp: z.string() })),
  dataUnitPerTransaction: block(metricCellBase.extend({ upt: maybe, toolip_upt: z.string() })),
  dataAverageTransactionValue: block(metricCellBase.extend({ atv: maybe, toolip_atv: z.string() })),
});
export type AspUptAtv = z.infer<typeof aspUptAtvSchema>;

// Traffic
export const trafficRowSchema = z.object({
  category: z.string(),
  data: z.array(z.object({ value: maybe, color: statusFlagSchema, toolip: z.string() })),
});

export const trafficSummarySchema = z.object({
  ...chartBase,
  tableHeader: z.array(z.string()),
  chartData: z.array(chartSeriesSchema),
  tableTrafficData: z.array(trafficRowSchema),
});
export type TrafficSummary = z.infer<typeof trafficSummarySchema>;

// LFL sales and traffic
export const lflSalesSummarySchema = z.object({
  ...chartBase,
  chartSalesSummaryData: z.array(chartSeriesSchema),
  tableSalesSummaryData: z.array(
    z.object({
      category: z.string(),
      bulan: z.number().int(),
      persenNettView: maybe,
      status: statusFlagSchema,
      toolip: z.string(),
    }),
  ),
  main: z.array(
    z.object({ tahun: z.number().int(), bulan: z.number().int(), nett: maybe, target: maybe }),
  ),
  tableHeader: z.array(z.string()),
  chartTrafficData: z.array(chartSeriesSchema),
  tableTrafficData: z.array(trafficRowSchema),
});
export type LflSalesSummary = z.infer<typeof lflSalesSummarySchema>;

// Detail modal
export const DETAIL_PERIODS = ['today', 'month', 'Year', 'lastmonth', 'lastYear'] as const;
export const DETAIL_MEASURES = [
  'Nett',
  'Target',
  'Persen',
  'Color',
  'Asp',
  'Upt',
  'Atv',
  'Traffic',
  'TrafficTrx',
  'Conversion',
  // The sums behind ASP, UPT and ATV, so that a client can total any set of outlets from sums.
  'Units',
  'Transactions',
] as const;

const measureSchema = (measure: (typeof DETAIL_MEASURES)[number]) =>
  measure === 'Color' ? statusFlagSchema : maybe;
const capitalize = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
/** 'lastmonth' → 'LastMonth' in the totals row, as spec 000 §3 spells its total fields. */
export const totalPeriodName = (period: (typeof DETAIL_PERIODS)[number]) =>
  ({ today: 'Today', month: 'Month', Year: 'Year', lastmonth: 'LastMonth', lastYear: 'LastYear' })[
    period
  ];

const growthFields = ['growthMtd', 'growthYtd', 'growthTrafficMtd', 'growthTrafficYtd'] as const;

const outletRowShape = Object.fromEntries([
  ...DETAIL_PERIODS.flatMap((period) =>
    DETAIL_MEASURES.map((measure) => [`${period}${measure}`, measureSchema(measure)]),
  ),
  ...growthFields.flatMap((field) => [
    [field, maybe],
    [`${field}Color`, statusFlagSchema],
  ]),
]) as Record<string, z.ZodType>;

const totalsRowShape = Object.fromEntries([
  ...DETAIL_PERIODS.flatMap((period) =>
    DETAIL_MEASURES.map((measure) => [
      `total${totalPeriodName(period)}${measure}`,
      measureSchema(measure),
    ]),
  ),
  ...growthFields.flatMap((field) => [
    [`total${capitalize(field)}`, maybe],
    [`total${capitalize(field)}Color`, statusFlagSchema],
  ]),
]) as Record<string, z.ZodType>;

/**
 * Pacing of the detail's month (DOMAIN.md, "Pacing"), per outlet as `month…` and in the totals
 * row as `totalMonth…`: the whole month's target, the run rate, the projection shaped by last
 * year, the projected achievement with its flag, and what each remaining day must sell.
 */
export const DETAIL_PACING_MEASURES = [
  'FullTarget',
  'RunRate',
  'Projection',
  'ProjectedPersen',
  'ProjectedColor',
  'NeededPerDay',
] as const;
const pacingMeasureSchema = (measure: (typeof DETAIL_PACING_MEASURES)[number]) =>
  measure === 'ProjectedColor' ? statusFlagSchema : maybe;

export const detailOutletRowSchema = z
  .object({
    no_branch: z.string(),
    branchname: z.string(),
    status: z.enum(['OPEN', 'CLOSED']),
    company: z.string(),
    companyName: z.string(),
    openDate: z.string(),
    closeDate: z.string().nullable(),
    /** Traded the whole of the month in both years (DOMAIN.md, like-for-like). */
    lfl: z.boolean(),
  })
  .extend(outletRowShape)
  .extend(
    Object.fromEntries(
      DETAIL_PACING_MEASURES.map((measure) => [`month${measure}`, pacingMeasureSchema(measure)]),
    ) as Record<string, z.ZodType>,
  );
export const detailTotalsRowSchema = z
  .object({ no_branch: z.literal('TOTAL'), branchname: z.string() })
  .extend(totalsRowShape)
  .extend(
    Object.fromEntries(
      DETAIL_PACING_MEASURES.map((measure) => [
        `totalMonth${measure}`,
        pacingMeasureSchema(measure),
      ]),
    ) as Record<string, z.ZodType>,
  );

/** Where the detail's month stands against `datelast`, and the ranges it compares. */
export const detailPeriodSchema = z.object({
  state: z.enum(['finished', 'running', 'to-come']),
  ...monthDaysCompared,
});
export type DetailPeriod = z.infer<typeof detailPeriodSchema>;

export const salesDetailSchema = z.object({
  title: z.string(),
  /** The reference day of TODAY (DOMAIN.md, periods in the detail modal). */
  referenceDate: z.string(),
  headername: z.object({
    year_td: z.string(),
    year_mtd: z.string(),
    year_ytd: z.string(),
    year_mtd_last: z.string(),
    year_ytd_last: z.string(),
    growth: z.string(),
  }),
  mainHeader: z.array(detailTotalsRowSchema),
  main: z.array(detailOutletRowSchema),
  /** Outlet rows in all, when `main` is one page of them. */
  count: z.number().int(),
  period: detailPeriodSchema,
});
export type SalesDetail = z.infer<typeof salesDetailSchema>;
export type DetailOutletRow = Record<string, string | number | null>;

// Achievement summary (spec 001 §2.10)
export const achievementSummarySchema = z.object({
  ...chartBase,
  chart: z.array(chartSeriesSchema),
  table: z.array(
    z.object({
      category: z.string(),
      bulan: z.number().int(),
      nett: maybe,
      target: maybe,
      achievementPersen: maybe,
      status: statusFlagSchema,
    }),
  ),
  pacing: pacingSchema,
});
export type AchievementSummary = z.infer<typeof achievementSummarySchema>;

// Options
export const typeOptionSchema = z.object({
  bitype: z.string(),
  bitypeName: z.string(),
  dataLastUpdate: z.string().nullable(),
});
export const groupOptionSchema = z.object({ bigroup: z.string(), bigroupName: z.string() });
export const companyOptionSchema = z.object({
  company: z.string(),
  companyName: z.string(),
  id: z.number().int(),
  exclude: z.boolean(),
});
export const outletOptionSchema = z.object({
  idbranch: z.string(),
  branchName: z.string(),
  company: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  closeDate: z.string().nullable(),
});

export type TypeOption = z.infer<typeof typeOptionSchema>;
export type GroupOption = z.infer<typeof groupOptionSchema>;
export type CompanyOption = z.infer<typeof companyOptionSchema>;
export type OutletOption = z.infer<typeof outletOptionSchema>;

export const responses = {
  salesSummary: successEnvelope(salesSummarySchema),
  salesSummaryAllBrand: successEnvelope(salesSummaryAllBrandSchema),
  profitDilution: successEnvelope(profitDilutionSchema),
  profitDilutionAllBrand: successEnvelope(profitDilutionAllBrandSchema),
  profitDilutionDetail: successEnvelope(profitDilutionDetailSchema),
  aspUptAtv: successEnvelope(aspUptAtvSchema),
  trafficSummary: successEnvelope(trafficSummarySchema),
  lflSalesSummary: successEnvelope(lflSalesSummarySchema),
  salesDetail: successEnvelope(salesDetailSchema),
  achievementSummary: successEnvelope(achievementSummarySchema),
  typeOptions: successEnvelope(z.array(typeOptionSchema)),
  groupOptions: successEnvelope(z.array(groupOptionSchema)),
  companyOptions: successEnvelope(z.array(companyOptionSchema)),
  outletOptions: successEnvelope(z.array(outletOptionSchema)),
} as const;
