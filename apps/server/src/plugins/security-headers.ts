/**
 * Security headers for every answer. The content policy allows only our own origin, plus the
 * configured photo host for images and the configured report hosts for frames. API answers are
 * not stored by browsers or proxies.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Origins images may come from besides our own (the profile-photo host). */
  imageOrigins: string[];
  /** Origins that may be framed (embedded business-intelligence reports). */
  frameOrigins: string[];
}

/** The origin of an absolute address, or null for a relative one. */
export function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    return new URL(address.replaceAll('{employeeID}', 'x')).origin;
  } catch {
    return null;
  }
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets CSS variables through inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
          frameSrc: options.frameOrigins.length > 0 ? options.frameOrigins : ["'none'"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // API answers hold a user's data: no browser or proxy keeps them unless a route says so.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
);
