/**
 * A general limit on API requests, generous enough that no person using the portal meets it:
 * per signed-in user (the access check has run, so the caller is known), or per client address
 * before sign-in. It caps scripts and runaway clients, and the rows refused sign-ins write.
 * Requests from answer warming are not counted.
 *
 * With a Redis address every server counts in Redis (@fastify/rate-limit's store: one atomic
 * INCR and PEXPIRE per request), so a user spread over several servers gets the limit once,
 * not once per server. Without one each process counts in its own memory, which is right for
 * one server. Redis is chosen over PostgreSQL so that every API call does not also write a
 * row. When Redis cannot be reached the limit fails open, with a warning in the log: it guards
 * against runaway clients, not intruders (sign-in throttling, in the database, does that), so
 * refusing every request while Redis is down would be the larger harm.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../core/errors';
import type { WarmCallers } from '../modules/answer-warming/warm-callers';
import { bearerToken } from './access-control';

export interface RateLimitOptions {
  perMinute: number;
  warmCallers?: WarmCallers | undefined;
  /** Where every server counts together; each process counts alone without it. */
  redisUrl?: string | undefined;
  /** What the counts' keys in Redis start with. */
  redisKeyPrefix?: string | undefined;
}

export const RATE_LIMIT_KEY_PREFIX = 'outlet-pulse:rate-limit:';

/**
 * How long a request waits for Redis before it is let through uncounted: long enough for a
 * busy event loop, short enough that a Redis which has stopped answering is not felt for long.
 */
const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/** Whose requests a count holds: the signed-in user, else the client's address. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.userId}` : `address:${request.ip}`;
}

/** The address without its password, for the log. */
function redisHost(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 6379}`;
}

/**
 * A Redis connection for the counts. Commands fail at once while it is disconnected (no
 * offline queue, no retries) so that requests go through uncounted instead of waiting; it
 * reconnects by itself. An outage is logged once as a warning, and its end once.
 */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  const host = redisHost(url);
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { redis: host, err: error },
      `Redis for the rate limit at ${host} is unreachable: requests are not counted until it is back`,
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: host }, `Redis for the rate limit at ${host} is back: requests are counted`);
  });
  // A failed first connection is logged by the error handler, and retried in the background.
  await redis.connect().catch(() => undefined);
  return redis;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const warming = (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    return token !== null && options.warmCallers?.callerFor(token) !== undefined;
  };
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    allowList: warming,
    ...(redis
      ? {
          redis,
          nameSpace: options.redisKeyPrefix ?? RATE_LIMIT_KEY_PREFIX,
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`,
      ),
  });
});
