/**
 * Warming after every load (issue 16): once the `sales` counter or the business date moves, the
 * first views of the users signed in during the last 30 days are asked in the background, one
 * entitlement set at a time, so the first morning view is an answer-cache hit. The counter moves
 * with a load in this process, in a CLI import or on another server of the same PostgreSQL, so
 * the warmer watches it rather than being told; it also warms once at start-up (a restart
 * after a nightly load). One question at a time, each after the real requests in flight; a
 * newer load abandons the warm under way for a fresh one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../core/caller';
import type { ReferenceDataCache } from '../../core/reference-data';
import type { ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import { todayIn } from '../../lib/business-date';
import { contextOf, findUserGrants } from '../auth';
import type { RequestGate } from './request-gate';
import { findDefaultViewIds, findUsersSignedInSince } from './warm-audience.repository';
import type { WarmCallers } from './warm-callers';
import { firstViewUrls, oneCallerPerEntitlementSet, todayViewUrl } from './warm-plan';

/** Whose first views are warmed: users signed in within this long. */
export const WARM_AUDIENCE_MS = 30 * 24 * 60 * 60_000;
/** How often the warmer looks at the `sales` counter and the date. */
export const WARM_CHECK_MS = 1000;
/** The session id of the callers warming asks as (they hold no session). */
const WARM_SESSION = 'answer-warming';

/** Sends one GET through the app as the caller a warm token names; resolves to its status. */
export type AskAs = (url: string, token: string) => Promise<number>;

export interface AnswerWarmerOptions {
  database: Database;
  changeVersions: ChangeVersions;
  referenceData: ReferenceDataCache;
  gate: RequestGate;
  callers: WarmCallers;
  ask: AskAs;
  log: FastifyBaseLogger;
  timeZone: string;
  clock: () => number;
  /** Told of each run's outcome and time (the metrics). */
  onRun?: ((outcome: WarmOutcome, seconds: number) => void) | undefined;
}

/** How a run ended: every question asked, stopped by a newer load or a shutdown, or an error. */
export type WarmOutcome = 'warmed' | 'abandoned' | 'failed';

/** What one warm did, for the log and the tests. */
export interface WarmReport {
  salesVersion: number;
  today: string;
  entitlementSets: number;
  answered: number;
  refused: number;
  /** True when a newer load (or a shutdown) stopped it before the end. */
  abandoned: boolean;
}

export class AnswerWarmer {
  readonly #options: AnswerWarmerOptions;
  /** The data version and date last warmed (or given up on after an error). */
  #done: string | undefined;
  #running: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;
  #last: WarmReport | undefined;

  constructor(options: AnswerWarmerOptions) {
    this.#options = options;
  }

  /** The real requests in flight the warmer waits for. */
  get gate(): RequestGate {
    return this.#options.gate;
  }

  /** What the last warm did, if there was one. */
  get lastReport(): WarmReport | undefined {
    return this.#last;
  }

  /** Warms now (start-up) and whenever the counter or the date moves, until stop(). */
  start(): void {
    this.#stopped = false;
    void this.check();
    this.#timer = setInterval(() => void this.check(), WARM_CHECK_MS);
    this.#timer.unref();
  }

  /** Stops watching and lets the question in flight finish; no question is asked after. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  /**
   * Warms for the current data version and date unless that is done; resolves once the
   * answers of the version current by then are warm. Never rejects: errors are logged.
   */
  check(): Promise<void> {
    this.#running ??= this.#untilCurrent().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #untilCurrent(): Promise<void> {
    while (!this.#stopped) {
      const state = await this.#state().catch((error: unknown) => {
        this.#options.log.error({ err: error }, 'answer warming could not read the data version');
        return undefined;
      });
      if (state === undefined || state.id === this.#done) return;
      const started = performance.now();
      const ran = (outcome: WarmOutcome) =>
        this.#options.onRun?.(outcome, (performance.now() - started) / 1000);
      try {
        const report = await this.#warm(state.salesVersion, state.today);
        if (!report.abandoned) this.#done = state.id;
        ran(report.abandoned ? 'abandoned' : 'warmed');
      } catch (error) {
        // Not retried until the next load or day: the answers are computed on demand meanwhile.
        this.#done = state.id;
        this.#options.log.error({ err: error, ...state }, 'answer warming failed');
        ran('failed');
      }
    }
  }

  async #state() {
    const { sales } = await this.#options.changeVersions.current();
    const today = todayIn(this.#options.timeZone, new Date(this.#options.clock()));
    return { salesVersion: sales, today, id: `${sales}|${today}` };
  }

  async #warm(salesVersion: number, today: string): Promise<WarmReport> {
    const { log, gate, callers, ask, referenceData } = this.#options;
    const started = performance.now();
    const { entitlementSets, defaultViews } = await this.#audience();
    const reference = await referenceData.get();
    const year = Number(today.slice(0, 4));
    const report: WarmReport = {
      salesVersion,
      today,
      entitlementSets: entitlementSets.length,
      answered: 0,
      refused: 0,
      abandoned: false,
    };
    log.info(
      { salesVersion, today, entitlementSets: entitlementSets.length },
      'answer warming started',
    );
    // Each set's first views, then the Today page of each user's default saved view: what a
    // request without parameters means for that user.
    const questions = [
      ...entitlementSets.flatMap((caller) =>
        firstViewUrls(reference, caller, year).map((url) => ({ caller, url })),
      ),
      ...defaultViews.map(({ caller, viewId }) => ({ caller, url: todayViewUrl(viewId) })),
    ];
    for (const { caller, url } of questions) {
      await gate.idle();
      const current = await this.#state();
      if (this.#stopped || current.salesVersion !== salesVersion || current.today !== today) {
        report.abandoned = true;
        break;
      }
      const status = await callers.as(caller, (token) => ask(url, token));
      if (status === 200) report.answered += 1;
      else {
        report.refused += 1;
        log.warn({ url, status }, 'answer warming was refused an answer');
      }
    }
    this.#last = report;
    const durationMs = Math.round(performance.now() - started);
    log.info(
      { ...report, durationMs },
      report.abandoned ? 'answer warming abandoned' : 'answers warmed',
    );
    return report;
  }

  /**
   * One caller per entitlement set of the users signed in lately, who may see sales; and each
   * of those users who has a default saved view, with its id.
   */
  async #audience(): Promise<{
    entitlementSets: AuthContext[];
    defaultViews: { caller: AuthContext; viewId: string }[];
  }> {
    const { database, clock } = this.#options;
    const userIds = await findUsersSignedInSince(database.kysely, clock() - WARM_AUDIENCE_MS);
    const views = await findDefaultViewIds(database.kysely, userIds);
    const callers: AuthContext[] = [];
    const defaultViews: { caller: AuthContext; viewId: string }[] = [];
    for (const userId of userIds) {
      const grants = await findUserGrants(database.kysely, userId);
      // A default password must be changed before any sales answer: nothing to warm.
      if (grants?.isActive && !grants.passwordIsDefault) {
        const caller = contextOf(grants, WARM_SESSION, false);
        callers.push(caller);
        const viewId = views.get(userId);
        if (viewId !== undefined) defaultViews.push({ caller, viewId });
      }
    }
    return { entitlementSets: oneCallerPerEntitlementSet(callers), defaultViews };
  }
}
