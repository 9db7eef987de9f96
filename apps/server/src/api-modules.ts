/**
 * Every module of the API and how it is wired: its routes under /api, in the order they are
 * registered, each built from the parts the app shares (AppParts: the database, the caches, the
 * services the access plugin also needs, the clock). A new module is wired here, in one entry;
 * buildApp (app.ts) makes the shared parts and registers the entries in turn.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from './app';
import type { ChangeRecorder } from './core/audit/change-recorder';
import type { ReferenceDataCache } from './core/reference-data';
import type { ChangeVersions } from './db/change-versions';
import type { Database } from './db/database';
import type { replicaReads } from './db/replica-reads';
import { administrationRoutes } from './modules/administration/administration.routes';
import { AccountService } from './modules/auth/account.service';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthKeys } from './modules/auth/auth-keys';
import { autoSignInRoutes } from './modules/auth/auto-sign-in.routes';
import { AutoSignInService } from './modules/auth/auto-sign-in.service';
import { secondFactorRoutes } from './modules/auth/second-factor.routes';
import { SecondFactorService } from './modules/auth/second-factor.service';
import type { SessionService } from './modules/auth/sessions.service';
import { startPageRoutes } from './modules/auth/start-page.routes';
import { backupRoutes } from './modules/backup/backup.routes';
import { checklistReportRoutes } from './modules/checklists/checklist-report.routes';
import { ChecklistReportService } from './modules/checklists/checklist-report.service';
import type { ReportMailer } from './modules/checklists/report-mailer';
import { healthRoutes } from './modules/health/health.routes';
import type { Readiness } from './modules/health/readiness';
import { importRoutes } from './modules/imports/imports.routes';
import type { ImportService } from './modules/imports/imports.service';
import { masterDataRoutes } from './modules/master-data/master-data.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import type { AppMetrics } from './modules/metrics/app-metrics';
import { exceptionSettingsRoutes } from './modules/portal-config/exception-settings.routes';
import { ExceptionSettingsService } from './modules/portal-config/exception-settings.service';
import { portalConfigRoutes } from './modules/portal-config/portal-config.routes';
import type { AnswerCache } from './modules/sales-summary/answer-cache';
import { cachedFacts, uncachedFacts } from './modules/sales-summary/facts-cache';
import { salesSummaryRoutes } from './modules/sales-summary/sales-summary.routes';
import { SavedViewsService, savedViewsRoutes } from './modules/saved-views';
import type { FirstRunSetup } from './modules/setup/first-run-setup';
import { setupRoutes } from './modules/setup/setup.routes';
import { type SharedLinksService, sharedLinksRoutes } from './modules/shared-links';
import { todayRoutes } from './modules/today';
import { APP_VERSION } from './version';

/** What the app makes once and its modules share. */
export interface AppParts {
  config: AppConfig;
  database: Database;
  changeVersions: ChangeVersions;
  referenceData: ReferenceDataCache;
  recorder: ChangeRecorder;
  /** Only the heavy sales fact reads may go to a standby (DATABASE_READ_URL). */
  salesReads: ReturnType<typeof replicaReads>;
  clock: () => number;
  secondFactorClock: (() => number) | undefined;
  pause: ((ms: number) => Promise<void>) | undefined;
  authKeys: AuthKeys;
  sessions: SessionService;
  sharedLinks: SharedLinksService;
  imports: ImportService;
  reportMailer: ReportMailer | null;
  firstRunSetup: FirstRunSetup;
  readiness: Readiness;
  backupToken: string | undefined;
  answerCache: AnswerCache | null;
  factsCache: boolean;
  metrics: AppMetrics | undefined;
}

type Api = Parameters<FastifyPluginAsyncZod>[0];

/** A module's routes registered on /api from the shared parts; nothing when it is off. */
type ApiModule = (api: Api, parts: AppParts) => PromiseLike<unknown> | undefined;

export const API_MODULES: readonly ApiModule[] = [
  (api, { database, readiness }) => api.register(healthRoutes, { database, readiness }),
  (api, { database, backupToken }) =>
    backupToken ? api.register(backupRoutes, { database, token: backupToken }) : undefined,
  (api, { config, reportMailer }) =>
    api.register(portalConfigRoutes, {
      portalConfig: {
        version: APP_VERSION,
        helpUrl: config.helpUrl,
        companyCredit: config.companyCredit,
        emailEnabled: reportMailer !== null,
        unbuiltModules: config.unbuiltModules ?? 'show',
        timeZone: config.timeZone,
        reports: {
          'hr-summary-powerbi': config.reportUrls.hrSummary ?? null,
          'defect-powerbi': config.reportUrls.defect ?? null,
        },
      },
    }),
  (api, { database, recorder, clock }) =>
    api.register(exceptionSettingsRoutes, {
      settings: new ExceptionSettingsService({ database, recorder, clock }),
    }),
  (api, { config, database, sessions, clock, pause }) =>
    api.register(authRoutes, {
      sessions,
      account: new AccountService(database, sessions, { clock, pause }),
      cookieSecure: config.cookieSecure,
    }),
  (api, { config, database, sessions, authKeys, clock }) =>
    api.register(autoSignInRoutes, {
      autoSignIn: new AutoSignInService(database, sessions, authKeys.autoIn, {
        publicBaseUrl: config.publicBaseUrl,
        clock,
      }),
      cookieSecure: config.cookieSecure,
    }),
  (api, { database, authKeys, clock, secondFactorClock, pause }) =>
    api.register(secondFactorRoutes, {
      secondFactorService: new SecondFactorService(database, authKeys.secondFactorSecret, {
        clock,
        secondFactorClock,
        pause,
      }),
    }),
  (api, { database, clock }) => api.register(startPageRoutes, { database, clock }),
  (api, { firstRunSetup, changeVersions }) =>
    api.register(setupRoutes, { setup: firstRunSetup, changeVersions }),
  (api, { database }) => api.register(menuRoutes, { database }),
  (api, { config, database, referenceData, reportMailer, clock }) =>
    api.register(checklistReportRoutes, {
      checklistReports: new ChecklistReportService(database, {
        referenceData,
        publicBaseUrl: config.publicBaseUrl,
        mailer: reportMailer,
        clock,
      }),
    }),
  (api, { config, database, referenceData, recorder, clock }) =>
    api.register(masterDataRoutes, {
      database,
      referenceData,
      recorder,
      timeZone: config.timeZone,
      clock,
    }),
  (api, { database, referenceData, recorder, clock }) =>
    api.register(administrationRoutes, { database, referenceData, recorder, clock }),
  (api, { config, imports, referenceData }) =>
    api.register(importRoutes, { imports, maxMb: config.importMaxMb, referenceData }),
  (api, { config, sharedLinks, referenceData, clock }) =>
    api.register(sharedLinksRoutes, {
      sharedLinks,
      referenceData,
      timeZone: config.timeZone,
      clock,
    }),
  (api, { database, referenceData, clock }) =>
    api.register(savedViewsRoutes, {
      savedViews: new SavedViewsService(database, { clock }),
      referenceData,
    }),
  (api, parts) =>
    api.register(salesSummaryRoutes, {
      prefix: '/portal/salessummary',
      ...salesAnswerParts(parts),
    }),
  (api, parts) =>
    api.register(todayRoutes, { prefix: '/portal/sales', ...salesAnswerParts(parts) }),
];

/** What the routes of sales answers share: the sales summary's calls and the Today page. */
function salesAnswerParts(parts: AppParts) {
  const { database, changeVersions, referenceData, answerCache, salesReads, clock } = parts;
  const facts = uncachedFacts(salesReads);
  return {
    database,
    changeVersions,
    referenceData,
    answerCache,
    salesReads,
    clock,
    countAnswerLookup: parts.metrics?.cacheLookups('answers'),
    facts: parts.factsCache
      ? cachedFacts(facts, changeVersions, { countLookup: parts.metrics?.cacheLookups('facts') })
      : facts,
    timeZone: parts.config.timeZone,
  };
}
