/**
 * 'Share link': a seven-day link to the beta sales summary that shows one company and year as
 * the caller, read-only. The scope is checked here against what the caller may see; the link
 * itself is signed by the auth service.
 */
import { successEnvelope, viewLinkRequestSchema, viewLinkSchema } from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { ReferenceDataCache } from '../../core/reference-data';
import { routeOptions } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import type { AuthService } from '../auth/auth.service';
import { linkScopeOf } from './link-scope';
import { allowedYears } from './selection';

export interface ShareLinkRoutesOptions {
  authService: AuthService;
  referenceData: ReferenceDataCache;
  timeZone: string;
  clock: () => number;
}

export const shareLinkRoutes: FastifyPluginAsyncZod<ShareLinkRoutesOptions> = async (
  app,
  { authService, referenceData, timeZone, clock },
) => {
  app.post(
    '/portal/links/sales-summary',
    routeOptions(SIGNED_IN, ['session'], {
      summary: 'Issue a 7-day link that shows one company and year of the sales summary',
      body: viewLinkRequestSchema,
      response: { 200: successEnvelope(viewLinkSchema) },
    }),
    async (request) => {
      const caller = callerOf(request);
      const scope = linkScopeOf(
        await referenceData.get(),
        caller,
        request.body,
        allowedYears(timeZone, clock()),
      );
      return ok(await authService.issueViewLink(caller, scope));
    },
  );
};
