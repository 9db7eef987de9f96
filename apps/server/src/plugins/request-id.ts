/**
 * Every request's id: the `reqId` of its log lines, the REQUEST_ID_HEADER of its answer and the
 * `reference` of an error, so that what a person reads out from an error screen leads to the
 * log. Random rather than Fastify's counter, which starts again at each start and on each server.
 * A proxy's own id (nginx's $request_id, say) is kept when the proxy is one TRUST_PROXY
 * trusts, so that its log and ours name the request alike; anyone else's is ignored, as a
 * client could otherwise make its requests' lines look like another's.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { REQUEST_ID_HEADER } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../config';

/** Crockford's base32 in lower case: no i, l, o or u, so an id reads out without doubt. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const ID_LENGTH = 12;

/** 60 random bits: ids of different servers and starts do not meet in a log's lifetime. */
export function newRequestId(): string {
  let id = '';
  // 256 is a multiple of 32, so each byte's low five bits are uniform.
  for (const byte of randomBytes(ID_LENGTH)) id += ALPHABET[byte & 31];
  return id;
}

/** What a proxy's id may look like: short, and nothing a header or a log line would mangle. */
const WELL_FORMED = /^[\w.:=-]{1,64}$/;

/** Fastify's genReqId: a trusted proxy's well-formed id, else a new one. */
export function requestIdGenerator(trustProxy: TrustProxy): (raw: IncomingMessage) => string {
  const trusted =
    typeof trustProxy === 'boolean' ? () => trustProxy : proxyAddr.compile(trustProxy);
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    const peer = raw.socket?.remoteAddress;
    if (typeof given === 'string' && WELL_FORMED.test(given) && peer && trusted(peer, 0)) {
      return given;
    }
    return newRequestId();
  };
}

/**
 * Every answer names its request, errors and 404s included: set as the request arrives, before
 * any hook that may refuse it. Registered first.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
