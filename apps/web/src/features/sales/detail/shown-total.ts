/**
 * The TOTAL of the outlets a search shows (issue 25, item 4). DOMAIN.md: "The TOTAL row is the
 * sum over the listed outlets, ratios recomputed from sums". With no search the server's TOTAL
 * row is that sum; with a search that holds some of the outlets, this adds up the rows shown:
 * amounts, units, transactions and visitors are summed, and every ratio (achievement, ASP, UPT,
 * ATV, conversion, growth, projected achievement) is divided again from those sums, never
 * averaged. The answer carries each outlet's nett, units, transactions, visitors and traffic
 * transactions unrounded, so those sums are exact; targets, projections and month targets come
 * in whole rupiah per outlet, so their TOTAL is the sum of the figures shown (what a reader
 * adding up the column gets), not a re-rounding of the outlets' fractional targets. A figure
 * no shown outlet has (a month to come has no achievement, a period without readings no
 * traffic) stays empty in the TOTAL too. No React here.
 */
import { DETAIL_PERIODS, type DetailPeriod, type StatusFlag } from '@outlet-pulse/contracts';
import type { DetailRow } from './detail-model';

type Values = DetailRow['values'];

/** Rounded once, to two decimals, as the server rounds ratios and percentages. */
const round2 = (value: number) => Math.round(value * 100) / 100;

const numberIn = (values: Values, field: string): number | null => {
  const value = values[field];
  return typeof value === 'number' ? value : null;
};

/** The sum of a field over the rows, or null when no row has it. */
function sumOf(rows: readonly DetailRow[], field: string): number | null {
  let total: number | null = null;
  for (const row of rows) {
    const value = numberIn(row.values, field);
    if (value !== null) total = (total ?? 0) + value;
  }
  // Amounts carry at most cents: the sum drops the binary noise of adding decimals.
  return total === null ? null : round2(total);
}

const hasAny = (rows: readonly DetailRow[], field: string) =>
  rows.some((row) => numberIn(row.values, field) !== null);

const nullWhenZero = (value: number | null) => (value === 0 ? null : value);

function quotient(numerator: number | null, denominator: number | null): number | null {
  return numerator === null || denominator === null || denominator === 0
    ? null
    : numerator / denominator;
}

const percent = (part: number | null, whole: number | null) => {
  const value = quotient(part, whole);
  return value === null ? null : round2(value * 100);
};

const ratio = (numerator: number | null, denominator: number | null) => {
  const value = quotient(numerator, denominator);
  return value === null ? null : round2(value);
};

/** (this − last) ÷ last × 100 (DOMAIN.md, growth %). */
function growthOf(current: number | null, last: number | null): number | null {
  if (current === null || last === null || last === 0) return null;
  return round2(((current - last) / last) * 100);
}

/** Y at least as good as the comparison (higher is better here), N worse, X without one. */
const flagOf = (value: number | null, comparison: number): StatusFlag =>
  value === null ? 'X' : value >= comparison ? 'Y' : 'N';

/** One period's columns (`monthNett`, `monthPersen`, …) over the rows. */
function periodValues(rows: readonly DetailRow[], period: string): Values {
  const field = (measure: string) => `${period}${measure}`;
  const nett = sumOf(rows, field('Nett'));
  const target = nullWhenZero(sumOf(rows, field('Target')));
  const units = sumOf(rows, field('Units'));
  const transactions = sumOf(rows, field('Transactions'));
  const traffic = sumOf(rows, field('Traffic'));
  const trafficTransactions = sumOf(rows, field('TrafficTrx'));
  // A period that has not started has no achievement for any outlet, nor for their total.
  const persen = hasAny(rows, field('Persen')) ? percent(nett, target) : null;
  return {
    [field('Nett')]: nett,
    [field('Target')]: target,
    [field('Persen')]: persen,
    [field('Color')]: flagOf(persen, 100),
    [field('Asp')]: ratio(nett, units),
    [field('Upt')]: ratio(units, transactions),
    [field('Atv')]: ratio(nett, transactions),
    [field('Traffic')]: traffic,
    [field('TrafficTrx')]: trafficTransactions,
    [field('Conversion')]: traffic === null ? null : percent(trafficTransactions, traffic),
    [field('Units')]: units,
    [field('Transactions')]: transactions,
  };
}

/** Growth of a total against last year's, where some outlet has that growth at all. */
function growthValues(
  rows: readonly DetailRow[],
  values: Values,
  field: string,
  current: string,
  last: string,
): Values {
  const growth = hasAny(rows, field)
    ? growthOf(numberIn(values, current), numberIn(values, last))
    : null;
  return { [field]: growth, [`${field}Color`]: flagOf(growth, 0) };
}

/**
 * The month's pacing of the shown outlets (DOMAIN.md, "Pacing"): the month targets and the
 * outlets' projections added up, the projected achievement and the run rate from those sums,
 * what each remaining day must sell from the sums' gap.
 */
function pacingValues(rows: readonly DetailRow[], values: Values, period: DetailPeriod): Values {
  const fullTarget = nullWhenZero(sumOf(rows, 'monthFullTarget'));
  const projection = sumOf(rows, 'monthProjection');
  const nett = numberIn(values, 'monthNett');
  const running = period.state !== 'to-come' && nett !== null;
  const projectedPersen = projection === null ? null : percent(projection, fullTarget);
  const left = period.daysInMonth - period.daysElapsed;
  let neededPerDay: number | null = null;
  if (running && fullTarget !== null) {
    if (nett >= fullTarget) neededPerDay = 0;
    else if (left > 0) neededPerDay = Math.round((fullTarget - nett) / left);
  }
  return {
    monthFullTarget: fullTarget,
    monthRunRate:
      running && period.daysElapsed > 0
        ? Math.round((nett / period.daysElapsed) * period.daysInMonth)
        : null,
    monthProjection: projection,
    monthProjectedPersen: projectedPersen,
    monthProjectedColor: flagOf(projectedPersen, 100),
    monthNeededPerDay: neededPerDay,
  };
}

/** How the TOTAL row of a part of the outlets names itself: 'TOTAL of 24 shown'. */
export const shownTotalName = (count: number) => `TOTAL of ${count} shown`;

/** The TOTAL row of the given outlet rows, under the outlet rows' field names. */
export function shownTotal(outlets: readonly DetailRow[], period: DetailPeriod): DetailRow {
  let values: Values = {};
  for (const name of DETAIL_PERIODS) values = { ...values, ...periodValues(outlets, name) };
  values = {
    ...values,
    ...growthValues(outlets, values, 'growthMtd', 'monthNett', 'lastmonthNett'),
    ...growthValues(outlets, values, 'growthYtd', 'YearNett', 'lastYearNett'),
    ...growthValues(outlets, values, 'growthTrafficMtd', 'monthTraffic', 'lastmonthTraffic'),
    ...growthValues(outlets, values, 'growthTrafficYtd', 'YearTraffic', 'lastYearTraffic'),
    ...pacingValues(outlets, values, period),
  };
  return {
    id: 'TOTAL',
    name: shownTotalName(outlets.length),
    total: true,
    closed: false,
    company: null,
    companyName: null,
    badges: [],
    values,
  };
}
