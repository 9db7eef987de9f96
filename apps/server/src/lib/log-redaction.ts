/**
 * Keeps secrets that travel in page addresses out of the request log: the first-run set-up
 * link's token (`/setup/<token>`) and one-time `token=` parameters (the auto sign-in link).
 * Whoever reads the logs must not be able to use them.
 */
import type { FastifyRequest } from 'fastify';

export function redactUrl(url: string): string {
  return url
    .replace(/^\/setup\/[^/?#]+/, '/setup/[redacted]')
    .replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

/** Fastify's request serializer, with the address redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
