/**
 * Redis for the suites that share counts between servers: the local one at TEST_REDIS_URL.
 * Each suite keeps its keys under a prefix of its own and removes them afterwards, so suites
 * running at the same time never see each other's counts. Like PostgreSQL, an unreachable
 * Redis fails the run under CI=true and skips its suites (with a warning) elsewhere.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe } from 'vitest';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An address where no Redis answers (port 1 refuses connections at once). */
export const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

async function probeRedis(): Promise<string | null> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    redis.disconnect();
  }
}

const redisProblem = await probeRedis();
if (redisProblem) {
  const message = `Redis at ${TEST_REDIS_URL} is unreachable (${redisProblem})`;
  if (process.env.CI === 'true') throw new Error(`${message}; CI needs it.`);
  console.warn(`${message}: skipping its suites.`);
}

/** Declares a suite that needs Redis; skipped only off CI when it is unreachable. */
export function describeWithRedis(title: string, suite: () => void): void {
  describe.skipIf(redisProblem !== null)(title, suite);
}

/** A key prefix of the caller's own, and the removal of every key under it. */
export function ownRedisKeyPrefix(): { prefix: string; removeKeys(): Promise<void> } {
  const prefix = `outlet-pulse-test:${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    async removeKeys() {
      const redis = new Redis(TEST_REDIS_URL);
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}
