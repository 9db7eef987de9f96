/**
 * Security headers for every answer. The content policy allows only our own origin, plus the
 * configured photo host for images and the configured report hosts for frames; no page may
 * frame ours (the policy and X-Frame-Options say the same); the browser features the portal
 * never uses are turned off. API answers are not stored by browsers or proxies.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Origins images may come from besides our own (the profile-photo host). */
  imageOrigins: string[];
  /** Origins that may be framed (embedded business-intelligence reports). */
  frameOrigins: string[];
  /**
   * The portal is reached over HTTPS (an https public address, or secure cookies). Only then
   * are browsers told to use HTTPS from now on (HSTS) and to upgrade the page's plain requests:
   * sent over plain HTTP, they lock users out of a portal that has no HTTPS.
   */
  https: boolean;
}

/** Features a page of the portal never asks for; the clipboard (Copy buttons) stays ours. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'clipboard-write=(self)',
].join(', ');

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
          upgradeInsecureRequests: options.https ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: options.https
        ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
        : false,
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    // API answers hold a user's data: no browser or proxy keeps them unless a route says so.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
);
