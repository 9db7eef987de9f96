/**
 * Builds the Fastify app from plugins in a fixed order: external (security, cookies, OpenAPI),
 * then the app's own (errors, access control), then the API routes (each module's, as
 * api-modules.ts lists them), then the web app with its fallback. The app owns the database it
 * is given and closes it on shutdown.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_MODULES } from './api-modules';
import type { Config } from './config';
import { ChangeRecorder } from './core/audit/change-recorder';
import { ReferenceDataCache } from './core/reference-data';
import { ChangeVersions } from './db/change-versions';
import type { Database } from './db/database';
import { replicaReads } from './db/replica-reads';
import { redactingLogger } from './lib/log-redaction';
import { answerWarmingPlugin } from './modules/answer-warming/answer-warming.plugin';
import { WarmCallers } from './modules/answer-warming/warm-callers';
import { deriveAuthKeys } from './modules/auth/auth-keys';
import { csrfPlugin } from './modules/auth/csrf';
import { SessionService } from './modules/auth/sessions.service';
import { type ReportMailer, smtpReportMailer } from './modules/checklists/report-mailer';
import { Readiness } from './modules/health/readiness';
import { watchImportInbox } from './modules/import-inbox/watch-import-inbox';
import { ImportService } from './modules/imports/imports.service';
import { AppMetrics } from './modules/metrics/app-metrics';
import { AnswerCache } from './modules/sales-summary/answer-cache';
import { FirstRunSetup } from './modules/setup/first-run-setup';
import { endUserSharedLinks, SharedLinksService } from './modules/shared-links';
import { accessControlPlugin } from './plugins/access-control';
import { compressionPlugin } from './plugins/compression';
import { controlCharactersPlugin } from './plugins/control-characters';
import { errorHandlerPlugin } from './plugins/error-handler';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { OperatorGuard } from './plugins/operator-guard';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id';
import { originOf, securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';

export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'webDistDir'
  | 'cookieSecure'
  | 'publicBaseUrl'
  | 'photoUrlTemplate'
  | 'helpUrl'
  | 'companyCredit'
  | 'reportUrls'
  | 'timeZone'
  | 'answerCacheMb'
  | 'smtp'
  | 'importMaxMb'
  | 'importWorkDir'
> & {
  /** The folder the server loads dropped files from; no inbox when absent. */
  importInbox?: Config['importInbox'];
  /** Menu entries of modules not built yet; shown when absent. */
  unbuiltModules?: Config['unbuiltModules'];
  /** Whether answers are warmed after each load; off when absent (tests turn it on). */
  answerWarming?: Config['answerWarming'];
  /** Whose X-Forwarded-For gives the client address; nobody's when absent. */
  trustProxy?: Config['trustProxy'];
  /** Who may read GET /metrics; no metrics (404) when absent. */
  metrics?: Config['metrics'];
  /** API requests a user may make a minute; no limit when absent (tests and benches). */
  rateLimitPerMinute?: Config['rateLimitPerMinute'];
  /** Where every server counts the rate limit; each counts alone when absent. */
  redisUrl?: Config['redisUrl'];
  /** What the rate limit's keys in Redis start with; tests give each suite its own. */
  rateLimitKeyPrefix?: string;
};

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** The token-signing secret, already checked by resolveAuthSecret. */
  authSecret: string;
  /** Logger options over the configured level; the log's redaction applies to them too. */
  logger?: Exclude<FastifyServerOptions['logger'], boolean>;
  /** The clock of sessions and tokens; tests move it to expire sessions. */
  clock?: () => number;
  /**
   * The clock the second factor's codes are read by: the real time when absent (an
   * authenticator app's, whatever `clock` says). No code works twice, so tests that sign one
   * user in many times a second step this clock 30 seconds per code (test/second-factor.ts);
   * `clock` cannot jump so without ending the sessions.
   */
  secondFactorClock?: () => number;
  /** Waits out a throttled address's sign-in delay; tests move their clock instead. */
  pause?: (ms: number) => Promise<void>;
  /** Sends checklist reports; by default SMTP as configured, none without a host. */
  reportMailer?: ReportMailer | null;
  /** The change counters, shared with whatever else in this process writes to the database. */
  changeVersions?: ChangeVersions;
  /** The local token of the backup call (backup-control.ts); no backup call without it. */
  backupToken?: string;
  /** The first-run set-up the server printed a link for; closed (all 404) when absent. */
  firstRunSetup?: FirstRunSetup;
  /** Whether a tab's widgets share their monthly facts (on by default; tests compare off). */
  factsCache?: boolean;
  /** The answer cache; by default one of config.answerCacheMb (tests give one they watch). */
  answerCache?: AnswerCache | null;
  /** Whether the server takes new requests; `serve` drains it before closing (serve.ts). */
  readiness?: Readiness;
}

export async function buildApp({
  config,
  database,
  authSecret,
  logger,
  clock,
  secondFactorClock,
  pause,
  changeVersions = new ChangeVersions(database),
  backupToken,
  firstRunSetup = FirstRunSetup.closed(database),
  factsCache = true,
  answerCache = config.answerCacheMb > 0
    ? new AnswerCache(config.answerCacheMb * 1024 * 1024)
    : null,
  reportMailer = config.smtp ? smtpReportMailer(config.smtp) : null,
  readiness = new Readiness(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger({ level: config.logLevel, ...logger }),
    // Requests come straight from browsers unless the deployment names its proxies
    // (TRUST_PROXY): a client-sent X-Forwarded-For would otherwise choose the address the
    // sign-in throttle sees.
    trustProxy: config.trustProxy ?? false,
    // A random id per request (a trusted proxy's own when it sends one), in every log line
    // of it and in its answer's header.
    genReqId: requestIdGenerator(config.trustProxy ?? false),
  }).withTypeProvider<ZodTypeProvider>();
  await app.register(requestIdPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => database.close());
  // While draining, each answer ends its connection: a client that keeps one open (a balancer's
  // pool, a browser) opens its next one to a server that stays.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });

  const authKeys = deriveAuthKeys(authSecret);
  const sessions = new SessionService(database, authKeys, {
    photoUrlTemplate: config.photoUrlTemplate,
    clock,
    secondFactorClock,
    pause,
    changeVersions,
    endsWithSessions: endUserSharedLinks,
  });
  const sharedLinks = new SharedLinksService(database, {
    changeVersions,
    publicBaseUrl: config.publicBaseUrl,
    clock,
  });
  const present = (origin: string | null): origin is string => origin !== null;

  await app.register(securityHeadersPlugin, {
    imageOrigins: [originOf(config.photoUrlTemplate)].filter(present),
    frameOrigins: [
      originOf(config.reportUrls.hrSummary),
      originOf(config.reportUrls.defect),
    ].filter(present),
    https: config.cookieSecure || config.publicBaseUrl?.startsWith('https:') === true,
  });
  await app.register(cookie);
  await app.register(csrfPlugin, { key: authKeys.csrf });
  await app.register(openApiPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(controlCharactersPlugin);
  // Warming asks through the routes, as callers of the entitlement sets it warms.
  const warmCallers = config.answerWarming && answerCache ? new WarmCallers() : undefined;
  const metrics = config.metrics ? new AppMetrics(database, app.log) : undefined;
  await app.register(accessControlPlugin, {
    sessions,
    sharedLinks,
    warmCallers,
    operatorGuard: config.metrics ? new OperatorGuard(config.metrics) : undefined,
  });
  await app.register(metricsPlugin, { metrics, warmCallers });

  const referenceData = new ReferenceDataCache(database, changeVersions);
  const recorder = new ChangeRecorder(database, changeVersions, clock);
  const imports = new ImportService({
    database,
    changeVersions,
    workDir: config.importWorkDir,
    maxFileMb: config.importMaxMb,
    ...(clock ? { clock } : {}),
  });
  await imports.checks.prepareWorkDir();
  await imports.jobs.recordInterruptedLoads({ atStart: true });
  // Runs before the database closes (onClose hooks run last-registered first).
  app.addHook('onClose', () => imports.jobs.settle());
  if (warmCallers) {
    await app.register(answerWarmingPlugin, {
      database,
      changeVersions,
      referenceData,
      callers: warmCallers,
      timeZone: config.timeZone,
      clock: clock ?? Date.now,
      onRun: metrics && ((outcome, seconds) => metrics.observeWarming(outcome, seconds)),
    });
  }
  if (config.importInbox) {
    watchImportInbox(app, config.importInbox, { database, imports, smtp: config.smtp });
  }
  await app.register(
    async (api) => {
      // The web app's files are compressed at build time (web-app.ts), API answers here.
      await api.register(compressionPlugin);
      if (config.rateLimitPerMinute) {
        await api.register(rateLimitPlugin, {
          perMinute: config.rateLimitPerMinute,
          warmCallers,
          redisUrl: config.redisUrl,
          redisKeyPrefix: config.rateLimitKeyPrefix,
        });
      }
      const parts = {
        config,
        database,
        changeVersions,
        referenceData,
        recorder,
        salesReads: replicaReads(database, changeVersions),
        clock: clock ?? Date.now,
        secondFactorClock,
        pause,
        authKeys,
        sessions,
        sharedLinks,
        imports,
        reportMailer,
        firstRunSetup,
        readiness,
        backupToken,
        answerCache,
        factsCache,
        metrics,
      };
      for (const module of API_MODULES) await module(api, parts);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
