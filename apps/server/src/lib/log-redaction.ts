/**
 * Keeps secrets that travel in page addresses out of the request log: the first-run set-up
 * link's token (`/setup/<token>`), one-time `token=` parameters (the auto sign-in link), a
 * checklist report link's id (`/report-email/<id>` and the report calls' `id=`) and a shared
 * summary link (`/beta-sales-summary/…`). Whoever reads the logs must not be able to use them.
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url
    .replace(/^\/(setup|report-email)\/[^/?#]+/, `/$1/${REDACTED}`)
    .replace(/^\/(beta-(?:sales|achievement)-summary)\/[^?#]*/, `/$1/${REDACTED}`)
    .replace(/([?&]token=)[^&#]*/g, `$1${REDACTED}`)
    .replace(/^(\/api\/checklist_report\/[^?#]*\?(?:[^#]*&)?id=)[^&#]*/, `$1${REDACTED}`);
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
