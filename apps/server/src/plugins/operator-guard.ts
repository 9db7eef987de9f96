/**
 * Who may call the operator's routes (`OPERATOR` access, GET /metrics): the scraper presenting
 * METRICS_TOKEN as a Bearer token, from an address METRICS_ALLOW lists (judged on the client's
 * address, which honours TRUST_PROXY like the rest of the server), or both when both are set.
 * The access plugin asks it before the handler runs; without settings the routes are off.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { MetricsConfig } from '../config';
import { forbidden, unauthenticated } from '../core/errors';
import { bearerToken } from './access-control';

export const OPERATOR_MESSAGES = {
  tokenRequired: 'The metrics need the operator’s token (Authorization: Bearer).',
  wrongToken: 'The metrics token is not this server’s.',
  addressRefused: 'The metrics are not served to this address.',
} as const;

/**
 * Whether `given` is the secret, in a time that does not depend on where they differ or on the
 * given one's length: both are hashed to the same length first.
 */
export function sameSecret(secret: string, given: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(secret), digest(given));
}

export class OperatorGuard {
  readonly #token: string | undefined;
  readonly #allowed: ((address: string, hop: number) => boolean) | undefined;

  constructor(config: MetricsConfig) {
    this.#token = config.token;
    this.#allowed = config.allow ? proxyAddr.compile(config.allow) : undefined;
  }

  /** Throws the refusal of a request the settings do not let in. */
  check(request: FastifyRequest): void {
    if (this.#allowed && !this.#allowed(request.ip, 0)) {
      throw forbidden(OPERATOR_MESSAGES.addressRefused);
    }
    if (this.#token === undefined) return;
    const given = bearerToken(request.headers.authorization);
    if (given === null) throw unauthenticated(OPERATOR_MESSAGES.tokenRequired);
    if (!sameSecret(this.#token, given)) throw forbidden(OPERATOR_MESSAGES.wrongToken);
  }
}
