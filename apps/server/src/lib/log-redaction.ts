/**
 * Keeps link secrets out of the server's log. The database keeps them only as hashes (report
 * links, refresh tokens) or not at all (the set-up token, signed tokens), so a log that held
 * them would be the one place to steal them from. Every line passes through redactLogLine as
 * the logger writes it, whoever wrote it: Fastify's request lines (and its 404 and error
 * messages, which repeat the address), the error handler, warming, the import inbox.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** A secret in a log line ends at an address's delimiters, a JSON quote or escape, or a space. */
const SECRET = String.raw`[^/?#&"\\\s]+`;

/**
 * One rule per kind of secret: what the first group matches (nothing, for a signed token) is
 * kept, the rest of the match becomes [redacted].
 */
const RULES: readonly RegExp[] = [
  // The first-run set-up token (/setup/<token>), only where an address starts (a JSON string,
  // after a space, a colon or an origin): the server's own source paths in stack traces hold
  // `modules/setup/`. `/api/setup/check` and `/api/setup/status` are the set-up addresses without
  // a secret.
  new RegExp(
    String.raw`(?:(?<=^|["\s:])|(?<=\/\/[^/"\\\s]*))(\/(?:api\/)?setup\/)(?!(?:check|status)(?=[/?#"\\\s]|$))${SECRET}`,
    'g',
  ),
  // A checklist report link's id: the /report-email/<id> page, the report calls' id=.
  new RegExp(
    String.raw`(\/report-email\/|\/api\/checklist_report\/[^?#"\\\s]*\?(?:[^#"\\\s]*&)?id=)${SECRET}`,
    'g',
  ),
  // A report photo's id (/api/checklist_report/photo/<id>), and whatever else follows a report
  // call's name (a link id put in the path).
  /(\/api\/checklist_report\/[a-z_]+\/)[^?#"\\\s]+/g,
  // A shared link's page: its opaque id is the path after the page's name.
  /(\/beta-(?:sales|achievement)-summary\/)[^?#"\\\s]*/g,
  // A signed token: the access token and the token of the auto sign-in link (its token=) are
  // JWTs, whose header always starts `{"`. Caught wherever one
  // travels: a parameter, a path it was put in, a message that repeats it.
  /()eyJ[\w-]*(?:\.[\w-]*){0,2}/g,
];

/** The line with every secret of every kind replaced by [redacted]. */
export function redactLogLine(line: string): string {
  return RULES.reduce((redacted, rule) => redacted.replace(rule, `$1${REDACTED}`), line);
}

/**
 * A request as the log shows it: these fields only, never the headers, which carry the bearer
 * token, the session and CSRF cookies, the CSRF header, a shared link's token (x-portal-link)
 * and the backup token.
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The app's logger options: the given ones, with the request shape and the redaction. */
export function redactingLogger(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    serializers: { ...options.serializers, req: requestForLog },
    hooks: { ...options.hooks, streamWrite: redactLogLine },
  };
}
