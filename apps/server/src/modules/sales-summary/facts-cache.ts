/**
 * Where the chart calls get the monthly facts of a selection. A tab's widgets ask for the same
 * selection and years at the same moment, and each would otherwise run the same aggregate; the
 * facts cache lets them share one computation for a short while, and a computation in flight
 * is shared by everyone who asks for it meanwhile.
 *
 * The facts depend only on the stored data and on what is asked (the resolved outlets, type,
 * years and like-for-like month), so the key is the `sales` change counter and the question:
 * any load bumps the counter and makes the older entries unreachable. The resolved selection
 * rather than the caller's entitlements keys it, so callers who see the same outlets share.
 */
import { LRUCache } from 'lru-cache';
import type { ChangeVersions } from '../../db/change-versions';
import type { ReplicaReads } from '../../db/replica-reads';
import type { CacheLookupCounter } from './answer-cache';
import { type FactOptions, findMonthlyFacts, type MonthlyFacts } from './sales-summary.repository';
import type { Selection } from './selection';

/** The monthly facts of a selection; what is returned is shared and must not be changed. */
export interface FactsSource {
  monthlyFacts(
    selection: Selection,
    years: readonly number[],
    options: FactOptions,
  ): Promise<readonly MonthlyFacts[]>;
}

/** Every question computed afresh, on the standby when it is current (replica-reads.ts). */
export function uncachedFacts(reads: ReplicaReads): FactsSource {
  return {
    monthlyFacts: (selection, years, options) =>
      reads.run((db) => findMonthlyFacts(db, selection, years, options)),
  };
}

/**
 * A tab's calls arrive within a second or two; a minute keeps them together without holding
 * memory for long. An entry is a few hundred small objects (companies × years × months).
 */
export const FACTS_CACHE_TTL_MS = 60_000;
export const FACTS_CACHE_MAX_ENTRIES = 500;

/**
 * `source`'s answers, shared while the data stays the same (see above); `countLookup` is told
 * of each look-up (the metrics), a computation in flight found counting as a hit.
 */
export function cachedFacts(
  source: FactsSource,
  changeVersions: ChangeVersions,
  {
    ttlMs = FACTS_CACHE_TTL_MS,
    maxEntries = FACTS_CACHE_MAX_ENTRIES,
    countLookup = () => undefined,
  }: { ttlMs?: number; maxEntries?: number; countLookup?: CacheLookupCounter | undefined } = {},
): FactsSource {
  const entries = new LRUCache<string, Promise<readonly MonthlyFacts[]>>({
    max: maxEntries,
    ttl: ttlMs,
  });
  return {
    async monthlyFacts(selection, years, options) {
      const { sales } = await changeVersions.current();
      const key = JSON.stringify([sales, selection, years, options]);
      const known = entries.get(key);
      countLookup(known !== undefined);
      if (known) return known;
      const computing = source.monthlyFacts(selection, years, options);
      entries.set(key, computing);
      // A failure is not kept: the next caller asks the database again.
      computing.catch(() => {
        if (entries.get(key) === computing) entries.delete(key);
      });
      return computing;
    },
  };
}
