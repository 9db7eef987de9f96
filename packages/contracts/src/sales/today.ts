/**
 * The Today page's one call, GET /api/portal/sales/today (issue 26): yesterday, the running
 * month day by day, the brand league table, the exceptions and the drivers of the month's
 * growth, for everything the caller may see, a filter, or a saved view. Amounts are rupiah
 * (whole), percentages and percentage points have two decimals, null is a gap (DOMAIN.md).
 */
import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { optionalSalesCodeList, salesFilterCode } from './filters';
import { pacingFiguresSchema } from './responses';

/**
 * With no `view` and no filter parameter, the caller's default saved view is used if there is
 * one, else everything the caller may see. A filter parameter that is absent takes the view's
 * value (or the default below): `company` TOTAL (every company the caller may see), `type`
 * STORES, `group` O (TOTALKCG = every group), `outlet` All.
 */
export const todayQuerySchema = z.object({
  /** A saved view's id. */
  view: z
    .string()
    .trim()
    .min(1, 'view is required')
    .max(64, 'view is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'view must be a saved view id')
    .optional(),
  /** Company codes, or TOTAL. */
  company: optionalSalesCodeList('company'),
  type: salesFilterCode('type').optional(),
  group: optionalSalesCodeList('group'),
  /** Outlet ids, or All. */
  outlet: optionalSalesCodeList('outlet'),
});
export type TodayQuery = z.infer<typeof todayQuerySchema>;

const amount = z.number();
const maybe = z.number().nullable();

/** Fields that are each a number or null (a gap), in the order named. */
const maybeNumbers = <const Names extends readonly string[]>(...names: Names) =>
  Object.fromEntries(names.map((name) => [name, maybe])) as {
    [Name in Names[number]]: typeof maybe;
  };
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const todayScopeSchema = z.object({
  companies: z.array(z.object({ code: z.string(), name: z.string() })),
  type: z.string(),
  /** The group codes; every group of the type when TOTALKCG was asked. */
  groups: z.array(z.string()),
  outlets: z.union([z.literal('All'), z.array(z.string())]),
  view: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Companies of the saved view the caller may no longer see: dropped, with a notice. */
  droppedCompanies: z.array(z.string()),
});
export type TodayScope = z.infer<typeof todayScopeSchema>;

/**
 * How fresh the data is: the last loaded day, its age in days against today (business time
 * zone), and how many of the outlets expected to report that day did. Expected = the outlets in
 * scope with a sales row on the same weekday a week before; reported = those of them with a
 * row on the data day.
 */
export const todayFreshnessSchema = z.object({
  dataUntil: isoDay.nullable(),
  ageDays: z.number().int().nullable(),
  reportedOutlets: z.number().int(),
  expectedOutlets: z.number().int(),
});
export type TodayFreshness = z.infer<typeof todayFreshnessSchema>;

/** One day compared with a day of last year. */
export const dayComparisonSchema = z.object({
  date: isoDay,
  nett: amount,
  growthPersen: maybe,
});

/** A day shown as "yesterday": the data day, or Saturday and Sunday when it is a Sunday. */
export const todayDaySchema = z.object({
  date: isoDay,
  weekday: weekdaySchema,
  nett: amount,
  /** The day's target (the month's target spread evenly over its days); null without one. */
  target: maybe,
  achievementPersen: maybe,
  /** The same weekday 364 days before. */
  sameWeekday: dayComparisonSchema,
  /** The same calendar date last year (29 Feb → 28 Feb). */
  sameDate: dayComparisonSchema,
});
export type TodayDay = z.infer<typeof todayDaySchema>;

/** One day of the running month; days after the data day have no nett and no growth. */
export const todayDailySchema = z.object({
  date: isoDay,
  weekday: weekdaySchema,
  ...maybeNumbers('nett', 'target', 'achievementPersen'),
  /** 364 days before: the same weekday last year. */
  lastYearDate: isoDay,
  /**
   * Last year's nett and the growth; the cumulative nett (to the data day), target and last
   * year; and `projectedCumulative`, from the data day to the month's end: the cumulative nett
   * on the data day growing to the month's projection (DOMAIN.md "Pacing") on the last day,
   * null before the data day.
   */
  ...maybeNumbers(
    'lastYearNett',
    'growthPersen',
    'cumulativeNett',
    'cumulativeTarget',
    'cumulativeLastYear',
    'projectedCumulative',
  ),
});
export type TodayDaily = z.infer<typeof todayDailySchema>;

export const LEAGUE_LEVELS = ['brand', 'group-type'] as const;

export const leagueRowSchema = z.object({
  /** Unique in the table: the company code, or company:group:type. */
  key: z.string(),
  label: z.string(),
  company: z.string(),
  type: z.string(),
  group: z.string().nullable(),
  /** Month-to-date. */
  nett: amount,
  targetToDate: maybe,
  achievementPersen: maybe,
  /** Against the same days last year. */
  growthPersen: maybe,
  lflGrowthPersen: maybe,
  projectedPersen: maybe,
  neededPerDay: maybe,
  /** Nett of the 14 days up to the data day, oldest first; null for a day without sales. */
  sparkline: z.array(maybe),
});
export type LeagueRow = z.infer<typeof leagueRowSchema>;

/** Worst projected achievement first (rows without a projection last). */
export const leagueSchema = z.object({
  level: z.enum(LEAGUE_LEVELS),
  rows: z.array(leagueRowSchema),
});
export type League = z.infer<typeof leagueSchema>;

export const EXCEPTION_KINDS = [
  'behind-pace',
  'not-reported',
  'traffic-silent',
  'no-sales-since',
  'unusual-day',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

export const todayExceptionSchema = z.object({
  kind: z.enum(EXCEPTION_KINDS),
  count: z.number().int(),
  /** no-sales-since only. */
  since: isoDay.nullable(),
  outlets: z.array(
    z.object({
      /** The outlet id the detail and worklist use. */
      outletId: z.string(),
      name: z.string(),
      company: z.string(),
      /** '−42 % vs the usual Thursday', 'projected 71 % of target' */
      reason: z.string(),
    }),
  ),
});
export type TodayException = z.infer<typeof todayExceptionSchema>;

/**
 * The running month's growth against the same days last year split into log-ratio
 * contributions in percentage points: nett = traffic × conversion × ATV and ATV = UPT × ASP,
 * each factor's share of ln(this ÷ last) scaled to the growth, so they add up to growthPersen
 * (atvPp = uptPp + aspPp). Without traffic readings in both periods trafficPp and conversionPp
 * are null, trafficMeasured false, and transactionsPp takes their place
 * (nett = transactions × ATV); with traffic, transactionsPp = trafficPp + conversionPp.
 */
export const driverSplitSchema = z.object({
  ...maybeNumbers(
    'growthPersen',
    'trafficPp',
    'conversionPp',
    'transactionsPp',
    'atvPp',
    'uptPp',
    'aspPp',
  ),
  trafficMeasured: z.boolean(),
});
export type DriverSplit = z.infer<typeof driverSplitSchema>;

export const todayDriversSchema = z.object({
  scope: driverSplitSchema,
  brands: z.array(driverSplitSchema.extend({ company: z.string(), name: z.string() })),
});
export type TodayDrivers = z.infer<typeof todayDriversSchema>;

export const todayAnswerSchema = z.object({
  scope: todayScopeSchema,
  freshness: todayFreshnessSchema,
  days: z.array(todayDaySchema),
  /** The sales summary's key figures of the running month and year (its `pacing`). */
  month: z.object({
    month: pacingFiguresSchema.nullable(),
    year: pacingFiguresSchema.nullable(),
  }),
  daily: z.array(todayDailySchema),
  league: leagueSchema,
  exceptions: z.array(todayExceptionSchema),
  drivers: todayDriversSchema,
});
export type TodayAnswer = z.infer<typeof todayAnswerSchema>;

export const todayResponseSchema = successEnvelope(todayAnswerSchema);
