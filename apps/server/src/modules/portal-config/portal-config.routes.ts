/** `GET /api/portal_config`: version, help link and embedded report addresses, for everyone. */
import { type PortalConfig, portalConfigResponseSchema } from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../core/access';
import { routeOptions } from '../../core/route-options';
import { ok } from '../../lib/envelope';

export const portalConfigRoutes: FastifyPluginAsyncZod<{ portalConfig: PortalConfig }> = async (
  app,
  { portalConfig },
) => {
  app.get(
    '/portal_config',
    routeOptions(PUBLIC, ['system'], {
      summary: 'What the web app needs before sign-in',
      response: { 200: portalConfigResponseSchema },
    }),
    async () => ok(portalConfig),
  );
};
