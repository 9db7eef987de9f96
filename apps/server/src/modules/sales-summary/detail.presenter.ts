/**
 * The detail answer as spec 000 §3 writes it: `main` rows with `<period><Measure>` fields
 * (`monthNett`, `YearPersen`, …), the totals row `mainHeader` with `total<Period><Measure>`
 * fields, the growth fields and their colours, and the pacing columns.
 */
import {
  DETAIL_MEASURES,
  DETAIL_PACING_MEASURES,
  DETAIL_PERIODS,
  MONTH_NAMES,
  totalPeriodName,
} from '@outlet-pulse/contracts';
import type {
  DetailFigures,
  MonthPacing,
  PeriodMeasures,
  SalesDetailResult,
} from './detail.service';

type Fields = Record<string, string | number | boolean | null>;

/** A period's measures in the order of DETAIL_MEASURES, the order of their fields. */
const measureValues = (measures: PeriodMeasures) => [
  measures.nett,
  measures.target,
  measures.achievement,
  measures.achievementStatus,
  measures.asp,
  measures.upt,
  measures.atv,
  measures.traffic,
  measures.trafficTransactions,
  measures.conversion,
  measures.units,
  measures.transactions,
];

const GROWTHS = ['mtd', 'ytd', 'trafficMtd', 'trafficYtd'] as const;
const GROWTH_NAMES = ['growthMtd', 'growthYtd', 'growthTrafficMtd', 'growthTrafficYtd'];

/** The month's pacing in the order of DETAIL_PACING_MEASURES, the order of their fields. */
const pacingValues = (pacing: MonthPacing) => [
  pacing.fullTarget,
  pacing.runRate,
  pacing.projection,
  pacing.projectedPercent,
  pacing.projectedStatus,
  pacing.neededPerDay,
];

/**
 * The field names of an outlet row (`monthNett`) or of the totals row (`totalMonthNett`), made
 * once: a TOTAL detail writes them for thousands of outlets.
 */
function fieldNames(totals: boolean) {
  const capitalised = (name: string) => `${name[0]?.toUpperCase()}${name.slice(1)}`;
  return {
    periods: DETAIL_PERIODS.map((period) => {
      const prefix = totals ? `total${totalPeriodName(period)}` : period;
      return DETAIL_MEASURES.map((measure) => `${prefix}${measure}`);
    }),
    growths: GROWTH_NAMES.map((name) => {
      const field = totals ? `total${capitalised(name)}` : name;
      return [field, `${field}Color`] as const;
    }),
    pacing: DETAIL_PACING_MEASURES.map((measure) => `${totals ? 'totalMonth' : 'month'}${measure}`),
  };
}

const OUTLET_FIELDS = fieldNames(false);
const TOTAL_FIELDS = fieldNames(true);

/**
 * A row with every field in its order, all null, made once: each row is a copy filled in.
 * Adding seventy computed names one by one to a new object turns it into a slow dictionary
 * object, which took twice as long to build and longer to stringify (a TOTAL detail at L
 * writes 3,600 rows).
 */
function rowTemplate(identity: readonly string[], names: ReturnType<typeof fieldNames>): Fields {
  const figures = [...names.periods.flat(), ...names.growths.flat(), ...names.pacing];
  return Object.fromEntries([...identity, ...figures].map((name) => [name, null]));
}

const OUTLET_ROW = rowTemplate(
  ['no_branch', 'branchname', 'status', 'company', 'companyName', 'openDate', 'closeDate', 'lfl'],
  OUTLET_FIELDS,
);
const TOTAL_ROW = rowTemplate(['no_branch', 'branchname'], TOTAL_FIELDS);

/** Writes the figures into `fields` under the names of an outlet row or of the totals row. */
function addFigureFields(fields: Fields, figures: DetailFigures, totals: boolean): Fields {
  const names = totals ? TOTAL_FIELDS : OUTLET_FIELDS;
  DETAIL_PERIODS.forEach((period, index) => {
    const periodNames = names.periods[index] as string[];
    measureValues(figures.periods[period]).forEach((value, measure) => {
      fields[periodNames[measure] as string] = value;
    });
  });
  GROWTHS.forEach((growth, index) => {
    const [field, color] = names.growths[index] as readonly [string, string];
    fields[field] = figures.growth[growth].value;
    fields[color] = figures.growth[growth].status;
  });
  pacingValues(figures.pacing).forEach((value, index) => {
    fields[names.pacing[index] as string] = value;
  });
  return fields;
}

export function presentSalesDetail(result: SalesDetailResult) {
  const { year, month, period } = result;
  const monthName = MONTH_NAMES[month - 1] as string;
  const upper = monthName.toUpperCase();
  return {
    title: `ACHIEVEMENT DETAIL ${result.lfl ? 'LFL ' : ''}${monthName} ${year}`,
    referenceDate: period.to,
    headername: {
      year_td: period.to,
      year_mtd: `MTD ${upper} ${year}`,
      year_ytd: `YTD ${year}`,
      year_mtd_last: `MTD ${upper} ${year - 1}`,
      year_ytd_last: `YTD ${year - 1}`,
      growth: 'GROWTH',
    },
    mainHeader: [
      addFigureFields(
        { ...TOTAL_ROW, no_branch: 'TOTAL', branchname: 'TOTAL' },
        result.total,
        true,
      ),
    ],
    main: result.outlets.map((outlet) =>
      addFigureFields(
        {
          ...OUTLET_ROW,
          no_branch: outlet.id,
          branchname: outlet.name,
          status: outlet.status,
          company: outlet.companyCode,
          companyName: outlet.companyName,
          openDate: outlet.openDate,
          closeDate: outlet.closeDate,
          lfl: outlet.lfl,
        },
        outlet,
        false,
      ),
    ),
    count: result.count,
    period,
  };
}
