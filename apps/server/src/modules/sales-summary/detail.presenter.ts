/**
 * The detail answer as spec 000 §3 writes it: `main` rows with `<period><Measure>` fields
 * (`monthNett`, `YearPersen`, …), the totals row `mainHeader` with `total<Period><Measure>`
 * fields, the growth fields and their colours, and the pacing columns.
 */
import { DETAIL_PERIODS, MONTH_NAMES, totalPeriodName } from '@outlet-pulse/contracts';
import type {
  DetailFigures,
  MonthPacing,
  PeriodMeasures,
  SalesDetailResult,
} from './detail.service';

type Fields = Record<string, string | number | boolean | null>;

const measureFields = (measures: PeriodMeasures) => ({
  Nett: measures.nett,
  Target: measures.target,
  Persen: measures.achievement,
  Color: measures.achievementStatus,
  Asp: measures.asp,
  Upt: measures.upt,
  Atv: measures.atv,
  Traffic: measures.traffic,
  TrafficTrx: measures.trafficTransactions,
  Conversion: measures.conversion,
});

const pacingFields = (pacing: MonthPacing) => ({
  FullTarget: pacing.fullTarget,
  RunRate: pacing.runRate,
  Projection: pacing.projection,
  ProjectedPersen: pacing.projectedPercent,
  ProjectedColor: pacing.projectedStatus,
  NeededPerDay: pacing.neededPerDay,
});

/** The figures under the names of an outlet row (`monthNett`) or of the totals row (`totalMonthNett`). */
function figureFields(figures: DetailFigures, totals: boolean): Fields {
  const fields: Fields = {};
  for (const period of DETAIL_PERIODS) {
    const name = totals ? `total${totalPeriodName(period)}` : period;
    for (const [measure, value] of Object.entries(measureFields(figures.periods[period])))
      fields[`${name}${measure}`] = value;
  }
  const growth = {
    growthMtd: figures.growth.mtd,
    growthYtd: figures.growth.ytd,
    growthTrafficMtd: figures.growth.trafficMtd,
    growthTrafficYtd: figures.growth.trafficYtd,
  };
  for (const [field, value] of Object.entries(growth)) {
    const name = totals ? `total${field[0]?.toUpperCase()}${field.slice(1)}` : field;
    fields[name] = value.value;
    fields[`${name}Color`] = value.status;
  }
  for (const [measure, value] of Object.entries(pacingFields(figures.pacing)))
    fields[`${totals ? 'totalMonth' : 'month'}${measure}`] = value;
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
    mainHeader: [{ no_branch: 'TOTAL', branchname: 'TOTAL', ...figureFields(result.total, true) }],
    main: result.outlets.map((outlet) => ({
      no_branch: outlet.id,
      branchname: outlet.name,
      status: outlet.status,
      company: outlet.companyCode,
      companyName: outlet.companyName,
      openDate: outlet.openDate,
      closeDate: outlet.closeDate,
      lfl: outlet.lfl,
      ...figureFields(outlet, false),
    })),
    count: result.count,
    period,
  };
}
