/**
 * Simulates one outlet's trading day by day: category sales built bottom-up (so category rows
 * add up to the outlet's day and nett = gross − discounts holds on every row), transactions
 * and door-counter traffic, and monthly targets planned near the outlet's expected trend.
 */
import type { ProductCategoryCode } from '@outlet-pulse/contracts';
import { CATEGORY_PROFILES } from './catalog';
import type { CsvFile } from './csv-file';
import type { DemoOutlet, DemoWindow } from './plan-outlets';
import type { Random } from './random';
import type { SeasonCalendar } from './season';

export interface DemoFactFiles {
  dailySales: CsvFile;
  dailyCategorySales: CsvFile;
  dailyTraffic: CsvFile;
  monthlyTargets: CsvFile;
}

export interface DemoCalendar {
  season: SeasonCalendar;
  /** 'YYYY-MM-DD' of each day from window.firstDay to window.lastPlanDay. */
  isoDates: readonly string[];
}

const RAMP_UP_DAYS = 45;
const TARGET_ROUNDING = 100_000;
const MIN_CONVERSION = 0.08;
const MAX_CONVERSION = 0.3;

function stochasticRound(value: number, random: Random): number {
  const whole = Math.floor(value);
  return whole + (random.next() < value - whole ? 1 : 0);
}

export function simulateOutlet(
  outlet: DemoOutlet,
  window: DemoWindow,
  calendar: DemoCalendar,
  random: Random,
  files: DemoFactFiles,
): void {
  const { brand } = outlet;
  const online = outlet.typeCode === 'ONLINE';
  const countsTraffic = !online;
  const categories = Object.entries(brand.categoryMix) as [ProductCategoryCode, number][];
  const yearlyTrend = 1 + brand.yearlyGrowth + outlet.growthOffset;
  const firstDay = Math.max(outlet.openDay, window.firstDay);
  const lastDay = Math.min(outlet.closeDay ?? window.lastPlanDay, window.lastPlanDay);
  const expectedByMonth = new Map<string, number>();
  const shares = new Array<number>(categories.length);

  for (let day = firstDay; day <= lastDay; day++) {
    const isoDate = calendar.isoDates[day - window.firstDay] as string;
    const season = calendar.season.seasonOf(day, online, brand.lebaranAffinity);
    const trend = yearlyTrend ** ((day - window.firstDay) / 365);
    const daysOpen = day - outlet.openDay;
    const rampUp = daysOpen < RAMP_UP_DAYS ? 0.6 + (0.4 * daysOpen) / RAMP_UP_DAYS : 1;
    const expectedNett = outlet.dailyNett * season.demand * trend * rampUp;

    const monthKey = isoDate.slice(0, 7);
    expectedByMonth.set(monthKey, (expectedByMonth.get(monthKey) ?? 0) + expectedNett);

    if (day > window.lastSalesDay) continue;
    if (season.lebaranHoliday && !online && random.chance(0.6)) continue;
    if (random.chance(0.003)) continue;

    const nettWanted = expectedNett * random.factor(0.12);
    const markdownRate = Math.min(0.55, brand.markdownRate * season.markdown * random.factor(0.1));
    const vipRate = brand.excludedByDefault ? 0 : 0.02 * random.factor(0.2);
    const promoRate = (0.025 + season.promoExtra) * random.factor(0.15);

    let shareSum = 0;
    for (let index = 0; index < categories.length; index++) {
      const share = (categories[index] as [ProductCategoryCode, number])[1] * random.factor(0.15);
      shares[index] = share;
      shareSum += share;
    }

    let gross = 0;
    let markdown = 0;
    let vip = 0;
    let promo = 0;
    let units = 0;
    for (let index = 0; index < categories.length; index++) {
      const category = (categories[index] as [ProductCategoryCode, number])[0];
      const profile = CATEGORY_PROFILES[category];
      const unitPrice = brand.averagePrice * profile.priceIndex * random.factor(0.05);
      const categoryUnits = stochasticRound(
        (nettWanted * (shares[index] as number)) / shareSum / unitPrice,
        random,
      );
      if (categoryUnits <= 0) continue;
      const categoryMarkdownRate = Math.min(0.65, markdownRate * profile.markdownIndex);
      const discountRate = categoryMarkdownRate + vipRate + promoRate;
      const categoryGross = Math.round((categoryUnits * unitPrice) / (1 - discountRate));
      const categoryMarkdown = Math.round(categoryGross * categoryMarkdownRate);
      const categoryVip = Math.round(categoryGross * vipRate);
      const categoryPromo = Math.round(categoryGross * promoRate);
      const categoryNett = categoryGross - categoryMarkdown - categoryVip - categoryPromo;
      files.dailyCategorySales.writePlain(
        `${outlet.id},${isoDate},${category},${categoryGross},${categoryMarkdown},${categoryVip},${categoryPromo},${categoryNett},${categoryUnits}`,
      );
      gross += categoryGross;
      markdown += categoryMarkdown;
      vip += categoryVip;
      promo += categoryPromo;
      units += categoryUnits;
    }
    if (units === 0) continue;

    const unitsPerTransaction = brand.unitsPerTransaction * random.factor(0.08);
    const transactions = Math.min(units, Math.max(1, Math.round(units / unitsPerTransaction)));
    const nett = gross - markdown - vip - promo;
    files.dailySales.writePlain(
      `${outlet.id},${isoDate},${gross},${markdown},${vip},${promo},${nett},${units},${transactions}`,
    );

    // A door counter is sometimes down for a day: such days have sales but no traffic.
    if (countsTraffic && !random.chance(0.005)) {
      const conversion = brand.conversion * random.factor(0.12);
      const visitors = Math.min(
        Math.floor(transactions / MIN_CONVERSION),
        Math.max(Math.ceil(transactions / MAX_CONVERSION), Math.round(transactions / conversion)),
      );
      files.dailyTraffic.writePlain(`${outlet.id},${isoDate},${visitors}`);
    }
  }

  // Targets sit near the expected trend with a planning bias, so some months beat and some miss.
  for (const [monthKey, expected] of expectedByMonth) {
    const planned = expected * (1 + random.normal(0.04, 0.08));
    const target = Math.max(
      TARGET_ROUNDING,
      Math.round(planned / TARGET_ROUNDING) * TARGET_ROUNDING,
    );
    files.monthlyTargets.writePlain(
      `${outlet.id},${Number(monthKey.slice(0, 4))},${Number(monthKey.slice(5, 7))},${target}`,
    );
  }
}
