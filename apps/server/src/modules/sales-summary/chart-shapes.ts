/** Builds the chart and table pieces that several sales calls share, from month totals. */
import { MONTH_NAMES } from '@outlet-pulse/contracts';
import {
  achievementPercent,
  countText,
  decimal,
  exactRatio,
  flag,
  growthFlag,
  growthPercent,
  nullWhenZero,
  percentOf,
  percentText,
  roundOrNull,
  rupiah,
} from './metrics';
import type { MonthTotals } from './month-totals';

export function salesSeries(name: string, year: number, months: readonly MonthTotals[]) {
  const data = months.map((month) => nullWhenZero(month.nett));
  const present = data.filter((value): value is number => value !== null);
  return {
    name,
    years: year,
    type: 'line' as const,
    yAxisIndex: 0 as const,
    avg:
      present.length === 0
        ? null
        : Math.round(present.reduce((sum, value) => sum + value, 0) / present.length),
    data,
    months: months.map((month, index) => ({
      month: index + 1,
      nett: nullWhenZero(month.nett),
      target: nullWhenZero(month.target),
    })),
  };
}

export function growthCells(
  thisYear: readonly MonthTotals[],
  lastYear: readonly MonthTotals[],
  year: number,
) {
  return MONTH_NAMES.map((name, index) => {
    const here = thisYear[index]?.nett ?? 0;
    const last = lastYear[index]?.nett ?? 0;
    const growth = growthPercent(nullWhenZero(here), last);
    return {
      category: name,
      bulan: index + 1,
      status: growthFlag(growth),
      persenNettView: growth,
      nettYearHere: here,
      nettYearLast: last,
      toolip: `${name} ${year}: ${rupiah(here)} · ${name} ${year - 1}: ${rupiah(last)}`,
    };
  });
}

export function achievementCells(thisYear: readonly MonthTotals[]) {
  return MONTH_NAMES.map((name, index) => {
    const nett = thisYear[index]?.nett ?? 0;
    const target = nullWhenZero(thisYear[index]?.target ?? 0);
    const achievement = achievementPercent(nett, target);
    return {
      category: name,
      bulan: index + 1,
      status: flag(achievement, achievement === null ? null : 100),
      achievementPersen: achievement,
      nett,
      target,
      toolip: `Nett: ${rupiah(nett)} · Target: ${rupiah(target)}`,
    };
  });
}

export const METRICS = {
  asp: { label: 'ASP', of: (month: MonthTotals) => exactRatio(month.nett, month.units) },
  upt: { label: 'UPT', of: (month: MonthTotals) => exactRatio(month.units, month.transactions) },
  atv: { label: 'ATV', of: (month: MonthTotals) => exactRatio(month.nett, month.transactions) },
} as const;

export type MetricKey = keyof typeof METRICS;

/** One ASP, UPT or ATV block: a series per year and the chosen year's table. */
export function metricBlock<Key extends MetricKey>(
  key: Key,
  yearsShown: readonly number[],
  byYear: Map<number, MonthTotals[]>,
) {
  const metric = METRICS[key];
  const year = yearsShown[yearsShown.length - 1] as number;
  const monthsOfYear = (wanted: number) => byYear.get(wanted) ?? [];
  return {
    chartData: yearsShown.map((shownYear) => ({
      name: `${metric.label} ${shownYear}`,
      years: shownYear,
      type: 'line' as const,
      yAxisIndex: 0 as const,
      data: MONTH_NAMES.map((_, index) => {
        const month = monthsOfYear(shownYear)[index];
        return month ? roundOrNull(metric.of(month)) : null;
      }),
    })),
    tableData: MONTH_NAMES.map((name, index) => {
      const here = monthsOfYear(year)[index];
      const last = monthsOfYear(year - 1)[index];
      const exact = here ? metric.of(here) : null;
      const exactLast = last ? metric.of(last) : null;
      const growth = growthPercent(exact, exactLast);
      const value = roundOrNull(exact);
      const lastValue = roundOrNull(exactLast);
      return {
        category: name,
        bulan: index + 1,
        growth,
        color: growthFlag(growth),
        toolip_growth: `${name} ${year}: ${decimal(value)} · ${name} ${year - 1}: ${decimal(lastValue)}`,
        nett: here?.nett ?? 0,
        ...(Object.fromEntries([
          [key, value],
          [`toolip_${key}`, `${metric.label} ${name} ${year}: ${decimal(value)}`],
        ]) as Record<Key, number | null> & Record<`toolip_${Key}`, string>),
      };
    }),
  };
}

const conversionOf = (month: MonthTotals) => percentOf(month.transactions, month.visitors);

/** Traffic bars and conversion lines per year, and the chosen year's traffic table. */
export function trafficShapes(yearsShown: readonly number[], byYear: Map<number, MonthTotals[]>) {
  const year = yearsShown[yearsShown.length - 1] as number;
  const monthsOfYear = (wanted: number) => byYear.get(wanted) ?? [];
  const rows: {
    category: string;
    of: (month: MonthTotals) => number | null;
    text: (value: number | null) => string;
  }[] = [
    { category: 'TRAFFIC', of: (month) => nullWhenZero(month.visitors), text: countText },
    { category: 'TRANSACTION', of: (month) => nullWhenZero(month.transactions), text: countText },
    { category: 'CONVERSION %', of: conversionOf, text: percentText },
  ];
  return {
    chartData: [
      ...yearsShown.map((shownYear) => ({
        name: `Traffic ${shownYear}`,
        years: shownYear,
        type: 'bar' as const,
        yAxisIndex: 0 as const,
        data: monthsOfYear(shownYear).map((month) => nullWhenZero(month.visitors)),
      })),
      ...yearsShown.map((shownYear) => ({
        name: `Conversion ${shownYear}`,
        years: shownYear,
        type: 'line' as const,
        yAxisIndex: 1 as const,
        data: monthsOfYear(shownYear).map(conversionOf),
      })),
    ],
    tableTrafficData: rows.map((row) => ({
      category: row.category,
      data: MONTH_NAMES.map((name, index) => {
        const here = monthsOfYear(year)[index];
        const last = monthsOfYear(year - 1)[index];
        const value = here ? row.of(here) : null;
        const lastValue = last ? row.of(last) : null;
        return {
          value,
          color: flag(value, lastValue),
          toolip: `${name} ${year}: ${row.text(value)} · ${name} ${year - 1}: ${row.text(lastValue)}`,
        };
      }),
    })),
  };
}
