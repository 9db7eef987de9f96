/** Typed configuration, read once from the environment at start-up. */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { SmtpConfig } from './modules/checklists/report-mailer';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres://')
    .optional(),
  TIME_ZONE: z
    .string()
    .default('Asia/Jakarta')
    .refine(isKnownTimeZone, 'TIME_ZONE must be an IANA time zone such as Asia/Jakarta'),
  DEMO_SEED: z.coerce.number().int().default(20261122),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  DEMO_MODE: z.enum(['true', 'false']).optional(),
  AUTH_SECRET: z.string().optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  PHOTO_URL_TEMPLATE: z
    .string()
    .refine(
      (value) => value.includes('{employeeID}'),
      'PHOTO_URL_TEMPLATE must contain {employeeID}',
    )
    .optional(),
  HELP_URL: z.string().default('https://support.example.com/outlet-pulse'),
  COMPANY_CREDIT: z.string().default('© KCG Retail Group'),
  UNBUILT_MODULES: z.enum(['show', 'hide']).default('show'),
  HR_SUMMARY_REPORT_URL: z.url().optional(),
  DEFECT_REPORT_URL: z.url().optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(25),
  SMTP_FROM: z.string().min(3).default('Outlet Pulse <no-reply@outlet-pulse.local>'),
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  ANSWER_WARMING: z.enum(['on', 'off']).default('on'),
  IMPORT_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(100),
  IMPORT_INBOX_DIR: z.string().min(1).optional(),
  IMPORT_INBOX_USER: z.string().min(1).max(100).default('system-import'),
  IMPORT_INBOX_SETTLE_SECONDS: z.coerce.number().min(0).max(3600).default(3),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  REDIS_URL: z
    .url({
      protocol: /^rediss?$/,
      hostname: /./,
      error: 'REDIS_URL must be a redis:// or rediss:// address such as redis://127.0.0.1:6379',
    })
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (value) => value === 'true' || value === 'false' || value.split(',').every(isProxyAddress),
      'TRUST_PROXY must be true, false or a comma-separated list of proxy addresses or CIDRs (a number of hops is not enough to trust)',
    )
    .default('false'),
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, 'METRICS_TOKEN must be 16 or more characters without spaces')
    .optional(),
  METRICS_ALLOW: z
    .string()
    .trim()
    .refine(
      (value) => value.split(',').every(isProxyAddress),
      'METRICS_ALLOW must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.1.0.0/16, loopback)',
    )
    .optional(),
});

/** Every environment variable the server reads; docs/operations.md's table names each. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

/**
 * Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): none by default, so a
 * client cannot choose the address the sign-in throttle sees; true trusts every hop. No hop
 * count: Fastify 5 treats one as trusting nobody, since it cannot vouch for the nearest peer.
 */
export type TrustProxy = boolean | string[];

/** An address, a CIDR, or one of the ranges Fastify's proxy-addr names. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.trim().split('/');
  if (['loopback', 'linklocal', 'uniquelocal'].includes(address)) return prefix === undefined;
  const bits = isIP(address) === 4 ? 32 : 128;
  return (
    isIP(address) > 0 &&
    rest.length === 0 &&
    (prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits))
  );
}

/**
 * Who may read GET /metrics: the Prometheus server presenting the token, from an allowed
 * address, or both when both are set. Without either the route answers 404.
 */
export interface MetricsConfig {
  /** The Bearer token a scrape must present; undefined: none asked. */
  token: string | undefined;
  /** Addresses and CIDRs a scrape must come from (after TRUST_PROXY); undefined: anywhere. */
  allow: string[] | undefined;
}

function trustProxyOf(value: string): TrustProxy {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((proxy) => proxy.trim());
}

export type StorageConfig =
  | { engine: 'duckdb'; file: string }
  | {
      engine: 'postgres';
      url: string;
      /** A hot standby of `url` that the heavy sales reads may use (replica-reads.ts). */
      readUrl?: string;
    };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  storage: StorageConfig;
  timeZone: string;
  demoSeed: number;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** Folder of the built web app; the server serves it when it exists. */
  webDistDir: string;
  /** Demo mode fills an empty database with demo data at start; on by default for DuckDB. */
  demoMode: boolean;
  /** Signing secret of tokens; outside demo mode it must be set (see resolveAuthSecret). */
  authSecret: string | undefined;
  /** Mark session cookies Secure (HTTPS only); on by default outside demo mode. */
  cookieSecure: boolean;
  /** Origin that links sent to people start with, e.g. https://pulse.example.com. */
  publicBaseUrl: string | undefined;
  /** Where profile photos live, with {employeeID} in place of the employee's ID. */
  photoUrlTemplate: string | undefined;
  helpUrl: string;
  companyCredit: string;
  /** Menu entries of modules not built yet: shown (opening a 'not available yet' page) or hidden. */
  unbuiltModules: 'show' | 'hide';
  reportUrls: { hrSummary: string | undefined; defect: string | undefined };
  /** Memory for reusable sales answers, in MiB; 0 turns the cache off. */
  answerCacheMb: number;
  /** Whether the first views of recent users are computed in the background after each load. */
  answerWarming: boolean;
  /** Largest file an import accepts, in MB. */
  importMaxMb: number;
  /** Where uploads wait while they are checked and loaded (under the data folder). */
  importWorkDir: string;
  /** Where checklist reports are e-mailed from; undefined when e-mail is not set up. */
  smtp: SmtpConfig | undefined;
  /** The folder the server loads dropped files from; undefined when there is none. */
  importInbox: ImportInboxConfig | undefined;
  /**
   * After SIGTERM, how long the server keeps answering with its readiness check failing, so
   * that a load balancer stops sending it requests before it stops listening (serve.ts).
   */
  shutdownGraceMs: number;
  trustProxy: TrustProxy;
  /** API requests one user (or, before sign-in, one address) may make a minute; 0: no limit. */
  rateLimitPerMinute: number;
  /**
   * Redis, where every server counts the rate limit together; without it each server counts
   * in its own memory (right for one server).
   */
  redisUrl: string | undefined;
  /** Who may read GET /metrics; undefined (the route answers 404) when neither is set. */
  metrics: MetricsConfig | undefined;
}

export interface ImportInboxConfig {
  dir: string;
  /** The user the history names for the inbox's imports (made on first use if missing). */
  username: string;
  /** How long a file's size and time must stay the same before it is taken. */
  settleMs: number;
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const DUCKDB_FILE_NAME = 'outlet-pulse.duckdb';

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.DATABASE_READ_URL && !values.DATABASE_URL)
    throw new Error(
      'Invalid configuration:\n  DATABASE_READ_URL: a read replica is a hot standby of PostgreSQL; ' +
        'set DATABASE_URL to its primary (the embedded DuckDB has none)',
    );
  const dataDir = path.resolve(values.DATA_DIR);
  const demoMode = values.DEMO_MODE ? values.DEMO_MODE === 'true' : !values.DATABASE_URL;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    storage: values.DATABASE_URL
      ? {
          engine: 'postgres',
          url: values.DATABASE_URL,
          ...(values.DATABASE_READ_URL ? { readUrl: values.DATABASE_READ_URL } : {}),
        }
      : { engine: 'duckdb', file: path.join(dataDir, DUCKDB_FILE_NAME) },
    timeZone: values.TIME_ZONE,
    demoSeed: values.DEMO_SEED,
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaultWebDist,
    demoMode,
    authSecret: values.AUTH_SECRET,
    cookieSecure: values.COOKIE_SECURE ? values.COOKIE_SECURE === 'true' : !demoMode,
    publicBaseUrl: values.PUBLIC_BASE_URL?.replace(/\/$/, ''),
    photoUrlTemplate: values.PHOTO_URL_TEMPLATE,
    helpUrl: values.HELP_URL,
    companyCredit: values.COMPANY_CREDIT,
    unbuiltModules: values.UNBUILT_MODULES,
    reportUrls: { hrSummary: values.HR_SUMMARY_REPORT_URL, defect: values.DEFECT_REPORT_URL },
    answerCacheMb: values.ANSWER_CACHE_MB,
    answerWarming: values.ANSWER_WARMING === 'on',
    importMaxMb: values.IMPORT_MAX_MB,
    importWorkDir: path.join(dataDir, 'imports'),
    smtp: values.SMTP_HOST
      ? { host: values.SMTP_HOST, port: values.SMTP_PORT, sender: values.SMTP_FROM }
      : undefined,
    importInbox: values.IMPORT_INBOX_DIR
      ? {
          dir: path.resolve(values.IMPORT_INBOX_DIR),
          username: values.IMPORT_INBOX_USER,
          settleMs: Math.round(values.IMPORT_INBOX_SETTLE_SECONDS * 1000),
        }
      : undefined,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    trustProxy: trustProxyOf(values.TRUST_PROXY),
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    redisUrl: values.REDIS_URL,
    metrics:
      values.METRICS_TOKEN || values.METRICS_ALLOW
        ? {
            token: values.METRICS_TOKEN,
            allow: values.METRICS_ALLOW?.split(',').map((entry) => entry.trim()),
          }
        : undefined,
  };
}
