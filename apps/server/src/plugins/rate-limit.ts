/**
 * A general limit on API requests, generous enough that no person using the portal meets it:
 * per signed-in user (the access check has run, so the caller is known), or per client address
 * before sign-in. It caps scripts and runaway clients, and the rows refused sign-ins write.
 * The count is this process's own; requests from answer warming are not counted.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../core/errors';
import type { WarmCallers } from '../modules/answer-warming/warm-callers';
import { bearerToken } from './access-control';

export interface RateLimitOptions {
  perMinute: number;
  warmCallers?: WarmCallers | undefined;
}

/** Whose requests a count holds: the signed-in user, else the client's address. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.userId}` : `address:${request.ip}`;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const warming = (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    return token !== null && options.warmCallers?.callerFor(token) !== undefined;
  };
  await app.register(rateLimit, {
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    allowList: warming,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`,
      ),
  });
});
