/**
 * Serves the built web app and answers unknown paths: `/api/…` and `/assets/…` get a JSON
 * 404, any other page address gets index.html so the single-page app can route it. Files are
 * sent as the .br or .gz sibling the build wrote next to them (scripts/precompress-web.mjs)
 * when the browser accepts it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorEnvelope } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasWebApp = existsSync(path.join(options.distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      preCompressed: true,
      setHeaders(response, filePath) {
        // Vite puts a content hash in every asset name, so they never change in place.
        const immutable = path.relative(options.distDir, filePath).startsWith(`assets${path.sep}`);
        response.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No web app at ${options.distDir}; run "npm run build" to serve the portal.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pagePath = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset (a page opened before a deploy asks for the old build's chunk)
    // must fail as a 404, not arrive as index.html that the browser would keep as a script.
    const isPage = !pagePath.startsWith('/api') && !pagePath.startsWith('/assets/');
    if (hasWebApp && wantsPage && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorEnvelope = {
      status: 404,
      message: `Not found: ${request.method} ${pagePath}`,
      reference: request.id,
    };
    return reply.status(404).send(body);
  });
});
