/**
 * Plans the demo outlets: how many each brand has, of which type and group, where they stand,
 * how big they are, and when they opened and closed, so that some open and close inside the
 * reporting window and like-for-like differs from total.
 */
import type { OutletGroupCode, OutletTypeCode } from '@outlet-pulse/contracts';
import { BRANDS, type BrandProfile, EVENT_VENUES, MALLS, type Mall } from './catalog';
import { createRandom, drawCumulative, type Random } from './random';

export interface DemoOutlet {
  id: string;
  name: string;
  brand: BrandProfile;
  typeCode: OutletTypeCode;
  groupCode: OutletGroupCode;
  city: string;
  openDay: number;
  /** The last day of trading, or null while it trades. */
  closeDay: number | null;
  /** Ordinary nett sales per day at the start of the window, rupiah. */
  dailyNett: number;
  /** The outlet's own growth on top of its brand's. */
  growthOffset: number;
}

export interface DemoWindow {
  /** 1 January of the first reporting year. */
  firstDay: number;
  /** The last day with sales (yesterday). */
  lastSalesDay: number;
  /** 31 December of the last year: targets are planned for the whole year. */
  lastPlanDay: number;
}

/** Splits `total` across brands by their share, every brand getting one before any gets two. */
export function outletsPerBrand(total: number): number[] {
  if (total <= BRANDS.length) return BRANDS.map((_, index) => (index < total ? 1 : 0));
  const shareSum = BRANDS.reduce((sum, brand) => sum + brand.outletShare, 0);
  const spare = total - BRANDS.length;
  const exact = BRANDS.map((brand) => (spare * brand.outletShare) / shareSum);
  const counts = exact.map((value) => 1 + Math.floor(value));
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  let missing = total - counts.reduce((sum, count) => sum + count, 0);
  for (const { index } of byRemainder) {
    if (missing-- <= 0) break;
    counts[index] = (counts[index] as number) + 1;
  }
  return counts;
}

function chooseGroup(random: Random): OutletGroupCode {
  return drawCumulative<OutletGroupCode>(
    random,
    [
      [0.78, 'O'],
      [0.87, 'SF'],
      [0.96, 'F'],
    ],
    'OF',
  );
}

const GROUP_SIZE: Record<OutletGroupCode, number> = { O: 1, SF: 0.7, F: 0.8, OF: 0.15 };

function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let copy = 2; taken.has(name); copy++) name = `${base} ${copy}`;
  taken.add(name);
  return name;
}

function planBrandOutlets(
  brand: BrandProfile,
  count: number,
  window: DemoWindow,
  seed: number,
): DemoOutlet[] {
  const random = createRandom(seed, `outlets:${brand.code}`);
  const malls = random.shuffled(MALLS);
  const names = new Set<string>();
  const outlets: DemoOutlet[] = [];
  const lastOpenDay = window.lastSalesDay - 45;

  for (let sequence = 1; sequence <= count; sequence++) {
    const id = `${brand.code}-${String(sequence).padStart(4, '0')}`;
    const growthOffset = random.normal(0, 0.04);
    let typeCode: OutletTypeCode = 'STORES';
    if (sequence === 1 && count >= 4) typeCode = 'ONLINE';
    else if (count >= 8 && random.chance(0.05)) typeCode = 'EVENT';

    if (typeCode === 'ONLINE') {
      const openedInWindow = random.chance(0.2);
      outlets.push({
        id,
        name: uniqueName(`${brand.shortName} E-COMMERCE`, names),
        brand,
        typeCode,
        groupCode: 'O',
        city: 'Jakarta',
        openDay: openedInWindow
          ? random.integer(window.firstDay, window.firstDay + 300)
          : window.firstDay - random.integer(365, 2200),
        closeDay: null,
        dailyNett: 45_000_000 * random.factor(0.3),
        growthOffset: growthOffset + 0.08,
      });
      continue;
    }

    if (typeCode === 'EVENT') {
      const venue = random.pick(EVENT_VENUES);
      const openDay = random.integer(window.firstDay, window.lastSalesDay - 7);
      const year = new Date(openDay * 86_400_000).getUTCFullYear();
      outlets.push({
        id,
        name: uniqueName(`${brand.shortName} ${venue.name.toUpperCase()} ${year}`, names),
        brand,
        typeCode,
        groupCode: 'O',
        city: venue.city,
        openDay,
        closeDay: openDay + random.integer(6, 30),
        dailyNett: 30_000_000 * random.factor(0.3),
        growthOffset,
      });
      continue;
    }

    const mall = malls[(sequence - 1) % malls.length] as Mall;
    const groupCode = chooseGroup(random);
    const openDay = random.chance(0.72)
      ? window.firstDay - random.integer(60, 3650)
      : random.integer(window.firstDay, lastOpenDay);
    let closeDay: number | null = null;
    const earliestClose = Math.max(openDay + 200, window.firstDay + 30);
    if (random.chance(0.12) && earliestClose < window.lastSalesDay - 1) {
      closeDay = random.integer(earliestClose, window.lastSalesDay - 1);
    }
    outlets.push({
      id,
      name: uniqueName(`${brand.shortName} ${mall.name.toUpperCase()}`, names),
      brand,
      typeCode,
      groupCode,
      city: mall.city,
      openDay,
      closeDay,
      dailyNett: 22_000_000 * GROUP_SIZE[groupCode] * random.factor(0.45),
      growthOffset,
    });
  }
  return outlets;
}

export function planOutlets(total: number, window: DemoWindow, seed: number): DemoOutlet[] {
  const counts = outletsPerBrand(total);
  return BRANDS.flatMap((brand, index) =>
    planBrandOutlets(brand, counts[index] as number, window, seed),
  );
}
