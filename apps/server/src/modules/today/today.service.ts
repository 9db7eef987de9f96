/**
 * The Today page's answer (issue 26) for a resolved scope: reads the daily rows, targets and
 * freshness counts (today.repository.ts) and the sales summary's month facts, and computes the
 * figures with the pure rules of today-figures.ts. The data day is `datelast`.
 */
import type {
  LeagueRow,
  Pacing,
  TodayDaily,
  TodayDay,
  TodayDrivers,
  TodayException,
  TodayFreshness,
} from '@outlet-pulse/contracts';
import { addDays, toDayNumber } from '../../lib/business-date';
import { findExceptionSettings } from '../portal-config';
import {
  emptyMonth,
  loadChartFacts,
  pacingOf,
  type SalesContext,
  type Selection,
} from '../sales-summary';
import { loadTodayExceptions } from './exceptions';
import { findReportedOutlets, findTodayDays, findTodayTargets } from './today.repository';
import {
  byProjectedAchievement,
  DayIndex,
  dailySeries,
  dayFigures,
  driverSplit,
  type LeagueEntry,
  leagueRow,
  monthPacing,
  NO_SPLIT,
  rangesToRead,
  shownDays,
  targetMonths,
  todayPeriods,
} from './today-figures';
import { scopeCompanies, scopeGroups, type TodayScopeResolved } from './today-scope';

/** Freshness: expected outlets are those that traded on the same weekday a week before. */
export const EXPECTED_DAYS_BEFORE = 7;

export interface TodayResult {
  scope: TodayScopeResolved;
  companies: { code: string; name: string }[];
  groups: string[];
  freshness: TodayFreshness;
  days: TodayDay[];
  month: Pacing;
  daily: TodayDaily[];
  league: { level: 'brand' | 'group-type'; rows: LeagueRow[] };
  exceptions: TodayException[];
  drivers: TodayDrivers;
}

/**
 * The exception chips' outlets (exceptions.ts) with the administrator's thresholds, read where
 * the other sales facts are read.
 */
async function exceptionsOf(
  context: SalesContext,
  selection: Selection,
  dataDay: string | null,
): Promise<TodayException[]> {
  const settings = await findExceptionSettings(context.database.kysely);
  return context.reads.run((db) => loadTodayExceptions(db, selection, dataDay, settings));
}

export async function todayResult(
  context: SalesContext,
  scope: TodayScopeResolved,
): Promise<TodayResult> {
  const { selection } = scope;
  const companies = scopeCompanies(context, selection);
  const groups = scopeGroups(context, selection);
  const dataDay = context.reference.lastSalesDate;
  if (dataDay === null) {
    return {
      scope,
      companies,
      groups,
      freshness: { dataUntil: null, ageDays: null, reportedOutlets: 0, expectedOutlets: 0 },
      days: [],
      month: { month: null, year: null },
      daily: [],
      league: { level: companies.length === 1 ? 'group-type' : 'brand', rows: [] },
      exceptions: await exceptionsOf(context, selection, null),
      drivers: { scope: NO_SPLIT, brands: [] },
    };
  }
  const periods = todayPeriods(dataDay);
  const [rows, targets, reported, facts, exceptions] = await Promise.all([
    context.reads.run((db) =>
      findTodayDays(db, selection, rangesToRead(periods), {
        year: periods.year,
        month: periods.month,
        lastSalesDate: dataDay,
      }),
    ),
    context.reads.run((db) => findTodayTargets(db, selection, targetMonths(dataDay))),
    context.reads.run((db) =>
      findReportedOutlets(db, selection, dataDay, addDays(dataDay, -EXPECTED_DAYS_BEFORE)),
    ),
    loadChartFacts(context, selection, {
      year: periods.year,
      years: [periods.year - 1, periods.year],
    }),
    exceptionsOf(context, selection, dataDay),
  ]);
  const index = new DayIndex(rows);
  const scopePacing = monthPacing(index, targets, periods);
  const level = companies.length === 1 ? 'group-type' : 'brand';
  const entries =
    level === 'brand'
      ? brandEntries(companies, selection.type)
      : groupEntries(
          context,
          companies[0]?.code ?? '',
          selection.type,
          rows.filter(
            (row) =>
              (row.date >= periods.monthStart && row.date <= dataDay) ||
              (row.date >= periods.lastYearFrom && row.date <= periods.lastYearMonthEnd),
          ),
          targets.filter((row) => row.year === periods.year && row.month === periods.month),
        );
  // The drivers compare the month with last year's same days, as the month's pacing does: from
  // the same rollups (with traffic on the days it has a reading).
  const monthIndex = periods.month - 1;
  const split = (company?: string) =>
    driverSplit(
      facts.monthsOf(periods.year, company)[monthIndex] ?? emptyMonth(),
      facts.comparedWith(monthIndex, company),
    );
  return {
    scope,
    companies,
    groups,
    freshness: {
      dataUntil: dataDay,
      ageDays: toDayNumber(context.today) - toDayNumber(dataDay),
      reportedOutlets: reported.reported,
      expectedOutlets: reported.expected,
    },
    days: shownDays(dataDay).map((day) => dayFigures(index, targets, day)),
    month: pacingOf(facts),
    daily: dailySeries(index, periods, scopePacing.input.target, scopePacing.projection),
    league: {
      level,
      rows: entries
        .map((entry) => leagueRow(entry, index, targets, periods))
        .sort(byProjectedAchievement),
    },
    exceptions,
    drivers: {
      scope: split(),
      brands: companies.map((company) => ({
        company: company.code,
        name: company.name,
        ...split(company.code),
      })),
    },
  };
}

/** Brand level: one row per company in scope. */
function brandEntries(companies: { code: string; name: string }[], type: string): LeagueEntry[] {
  return companies.map((company) => ({
    key: company.code,
    label: company.name,
    company: company.code,
    type,
    group: null,
    keep: (row) => row.companyCode === company.code,
  }));
}

/**
 * One brand in scope: one row per outlet group (of the type) with a sales or traffic row this
 * month to date or in last year's month, or a target this month.
 */
function groupEntries(
  context: SalesContext,
  company: string,
  type: string,
  rows: readonly { groupCode: string }[],
  targets: readonly { groupCode: string }[],
): LeagueEntry[] {
  const present = new Set([...rows, ...targets].map((row) => row.groupCode));
  const typeName = context.reference.types.find((known) => known.code === type)?.name ?? type;
  return context.reference.groups
    .filter((group) => present.has(group.code))
    .map((group) => ({
      key: `${company}:${group.code}:${type}`,
      label: `${group.name} · ${typeName}`,
      company,
      type,
      group: group.code,
      keep: (row) => row.groupCode === group.code,
    }));
}
