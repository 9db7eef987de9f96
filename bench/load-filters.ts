/**
 * The questions of a load run, drawn from the option lists the server offers so that none is
 * refused: company (or TOTAL), type, group (or TOTALKCG), year, outlet (All, one or two of the
 * outlets the filter accepts) and, for the detail calls, month. Two ways to draw:
 * - fresh: every request's filter (company, type, group, year, outlet) is one no earlier
 *   request used, whatever the call, so neither the answer cache nor the facts cache can help;
 * - random: filters and calls drawn independently, repeats allowed, as users do.
 */

/** The calls answering a filter, as the sales and LFL tabs make them. */
const FILTER_CALLS = [
  'chartsalessummary',
  'chartprofitdilution',
  'chartprofitdilutionviewbyall',
  'chartsales',
  'charttrafficsummary',
  'achievementsummary',
  'lflsalessummary',
  'lflsalesAspUptAtv',
] as const;
/** The calls answering a filter and a month, opened from a chart's point. */
const DETAIL_CALLS = [
  'chartsalessummarydetail',
  'lflsalessummarydetail',
  'chartprofitdilutiondetail',
] as const;
/** The all-brand chart: type, groups and year only. */
const ALL_BRAND_CALL = 'chartsalessummaryviewbyall';
const DILUTION_KINDS = ['MARKDOWN', 'VIP', 'PROMO', 'TOTAL'] as const;

export interface Catalog {
  types: string[];
  /** The companies the caller may see, then TOTAL. */
  companies: string[];
  /** The groups, then TOTALKCG. */
  groups: string[];
  years: number[];
  /** The outlets a filter accepts, by `company|type|group`. */
  outlets: Map<string, string[]>;
}

interface Filter {
  company: string;
  type: string;
  group: string;
  year: number;
  outlets: string[];
}

const outletsKey = (company: string, type: string, group: string) => `${company}|${type}|${group}`;

/** The option lists, asked of the server as the filter bar asks them. */
export async function fetchCatalog(
  base: string,
  headers: Record<string, string>,
  years: number[],
): Promise<Catalog> {
  const options = async <Row>(call: string, query = ''): Promise<Row[]> => {
    const response = await fetch(`${base}/api/portal/salessummary/${call}?${query}`, { headers });
    if (response.status !== 200) throw new Error(`${call}?${query}: ${response.status}`);
    return ((await response.json()) as { data: Row[] }).data;
  };
  const types = (await options<{ bitype: string }>('optionstype')).map((row) => row.bitype);
  const companies = [
    ...(await options<{ company: string }>('optionscompany')).map((row) => row.company),
    'TOTAL',
  ];
  const groups = (await options<{ bigroup: string }>('optionsgroup')).map((row) => row.bigroup);
  const outlets = new Map<string, string[]>();
  for (const company of companies) {
    for (const type of types) {
      for (const group of groups) {
        const rows = await options<{ idbranch: string | number }>(
          'optionsoutlet',
          new URLSearchParams({ company, type, group }).toString(),
        );
        outlets.set(
          outletsKey(company, type, group),
          rows.map((row) => String(row.idbranch)),
        );
      }
    }
  }
  return { types, companies, groups, years, outlets };
}

/** mulberry32: a small seeded generator, so every run draws the same questions. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

function drawFilter(catalog: Catalog, random: () => number, allowPairs: boolean): Filter {
  const company = pick(random, catalog.companies);
  const type = pick(random, catalog.types);
  const group = pick(random, catalog.groups);
  const year = pick(random, catalog.years);
  const accepted = catalog.outlets.get(outletsKey(company, type, group)) ?? [];
  const draw = random();
  const first = accepted.length > 0 ? pick(random, accepted) : undefined;
  const second = accepted.length > 1 ? pick(random, accepted) : undefined;
  const outlets =
    first === undefined || draw < 0.2
      ? ['All']
      : allowPairs && second !== undefined && second !== first && draw >= 0.6
        ? [first, second].sort()
        : [first];
  return { company, type, group, year, outlets };
}

const filterKey = (filter: Filter) =>
  `${filter.company}|${filter.type}|${filter.group}|${filter.year}|${filter.outlets.join(',')}`;

function requestPath(filter: Filter, random: () => number, calls: readonly string[]): string {
  const call = pick(random, calls);
  const query = new URLSearchParams({
    company: filter.company,
    type: filter.type,
    group: filter.group,
    year: String(filter.year),
    outlet: filter.outlets.join(','),
  });
  if ((DETAIL_CALLS as readonly string[]).includes(call)) {
    query.set('month', String(1 + Math.floor(random() * 12)));
  }
  if (call === 'chartprofitdilutiondetail') query.set('kind', pick(random, DILUTION_KINDS));
  if (call === ALL_BRAND_CALL) {
    return `/api/portal/salessummary/${call}?${new URLSearchParams({
      type: filter.type,
      groupmain: filter.group,
      year: String(filter.year),
      viewby: random() < 0.5 ? 'TOTAL' : 'All',
    })}`;
  }
  return `/api/portal/salessummary/${call}?${query}`;
}

/**
 * Paths whose filters no earlier path used. The all-brand chart is left out: it has no
 * company or outlet, so its few filters would run out within seconds.
 */
export function freshPaths(catalog: Catalog, seed: number): () => string {
  const random = seededRandom(seed);
  const used = new Set<string>();
  const calls = [...FILTER_CALLS, ...DETAIL_CALLS];
  return () => {
    for (let attempt = 0; attempt < 10_000; attempt++) {
      const filter = drawFilter(catalog, random, true);
      const key = filterKey(filter);
      if (!used.has(key)) {
        used.add(key);
        return requestPath(filter, random, calls);
      }
    }
    throw new Error(`no fresh filter left after ${used.size}`);
  };
}

/** Paths of filters and calls drawn at random, one outlet at most, repeats allowed. */
export function randomPaths(catalog: Catalog, seed: number): () => string {
  const random = seededRandom(seed);
  const calls = [...FILTER_CALLS, ...DETAIL_CALLS, ALL_BRAND_CALL];
  return () => requestPath(drawFilter(catalog, random, false), random, calls);
}
