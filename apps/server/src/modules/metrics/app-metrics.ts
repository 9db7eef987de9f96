/**
 * The operator's metrics of one app (GET /metrics, Prometheus' text format). Each app owns its
 * registry rather than prom-client's global one: tests build many apps in one process, and a
 * server's figures are its own. Counters are counted as things happen (requests, cache
 * look-ups, warming runs); gauges of shared state are read at scrape time (import jobs from
 * the database, which every server sees alike; this server's database connections). Node's
 * own figures (memory, event loop, garbage collection) come from prom-client's defaults.
 */
import { IMPORT_PHASES } from '@outlet-pulse/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database';
import type { WarmOutcome } from '../answer-warming';
import { countJobsByPhase } from '../imports';
import type { CacheLookupCounter } from '../sales-summary';

const PREFIX = 'outlet_pulse_';

/** From a cached answer (a few ms) to a large upload or a cold detail (many seconds). */
const REQUEST_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** A warm is one question per entitlement set and view: seconds to many minutes. */
const WARMING_SECONDS = [0.1, 1, 5, 15, 30, 60, 120, 300, 600, 1800];

/** The sales caches whose look-ups are counted, by the name their label carries. */
export type CacheName = 'answers' | 'facts';

/** The route label of a request no route matched: never its address, which anyone chooses. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface RequestFigures {
  method: string;
  /** The route's URL template (`/api/master/branch/:id`), never the address asked. */
  route: string | undefined;
  statusCode: number;
  seconds: number;
}

export class AppMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status_code'>;
  readonly #requestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  readonly #cacheLookups: Counter<'cache' | 'result'>;
  readonly #warmingRuns: Counter<'outcome'>;
  readonly #warmingSeconds: Histogram<'outcome'>;

  constructor(database: Database, log: FastifyBaseLogger) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });

    this.#requests = new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'Requests answered, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.#requestSeconds = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from a request’s arrival to its answer, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: REQUEST_SECONDS,
      registers,
    });
    this.#cacheLookups = new Counter({
      name: `${PREFIX}answer_cache_lookups_total`,
      help: 'Look-ups of the sales caches (answers: whole answers; facts: monthly facts), by result (hit or miss).',
      labelNames: ['cache', 'result'],
      registers,
    });
    this.#warmingRuns = new Counter({
      name: `${PREFIX}answer_warming_runs_total`,
      help: 'Answer warming runs after a load or a new day, by outcome (warmed, abandoned for a newer load, failed).',
      labelNames: ['outcome'],
      registers,
    });
    this.#warmingSeconds = new Histogram({
      name: `${PREFIX}answer_warming_duration_seconds`,
      help: 'How long answer warming runs took, by outcome.',
      labelNames: ['outcome'],
      buckets: WARMING_SECONDS,
      registers,
    });

    new Gauge({
      name: `${PREFIX}import_jobs`,
      help: 'Import jobs in the database by state (their phase), as every server sees them.',
      labelNames: ['state'],
      registers,
      async collect() {
        try {
          const jobs = await countJobsByPhase(database.kysely);
          for (const phase of IMPORT_PHASES) this.set({ state: phase }, jobs.get(phase) ?? 0);
        } catch (error) {
          // The other figures still answer; a scrape without this family says the database did not.
          this.reset();
          log.warn({ err: error }, 'the metrics could not count import jobs');
        }
      },
    });
    const connections = (
      measure: 'open' | 'idle' | 'waiting' | 'max',
      help: string,
    ): Gauge<'engine'> =>
      new Gauge({
        name: `${PREFIX}database_connections_${measure}`,
        help,
        labelNames: ['engine'],
        registers,
        collect() {
          this.set({ engine: database.engine }, database.connectionUse()[measure]);
        },
      });
    connections('open', 'Database connections this server holds open, busy or idle.');
    connections('idle', 'Open database connections not in use.');
    connections('waiting', 'Queries waiting for a database connection.');
    connections('max', 'The most database connections this server opens.');
  }

  /** Counts an answered request and its time. */
  observeRequest({ method, route, statusCode, seconds }: RequestFigures): void {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status_code: String(statusCode) };
    this.#requests.inc(labels);
    this.#requestSeconds.observe(labels, seconds);
  }

  /** What a cache calls on each look-up. */
  cacheLookups(cache: CacheName): CacheLookupCounter {
    const hit = this.#cacheLookups.labels({ cache, result: 'hit' });
    const miss = this.#cacheLookups.labels({ cache, result: 'miss' });
    // Both start at zero, so a rate is defined before the first hit.
    hit.inc(0);
    miss.inc(0);
    return (found) => (found ? hit : miss).inc();
  }

  /** Counts a warming run and its time. */
  observeWarming(outcome: WarmOutcome, seconds: number): void {
    this.#warmingRuns.inc({ outcome });
    this.#warmingSeconds.observe({ outcome }, seconds);
  }
}
