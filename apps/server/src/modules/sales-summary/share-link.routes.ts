/**
 * 'Share link': a seven-day link to the beta sales summary that shows one company and year as
 * the caller, read-only. The scope is checked here against what the caller may see; the auth
 * service keeps the link. The sharer lists and revokes their links in My Account, and the
 * link's page asks who shared it and what it shows.
 */
import {
  revokeSharedLinkRequestSchema,
  sharedLinksSchema,
  sharedLinkViewSchema,
  successEnvelope,
  viewLinkRequestSchema,
  viewLinkSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, signedIn } from '../../core/access';
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

const isoDate = (ms: number) => new Date(ms).toISOString();

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

  app.get(
    '/portal/links',
    routeOptions(SIGNED_IN, ['session'], {
      summary: "The caller's own shared links, newest first, with where each stands",
      response: { 200: successEnvelope(sharedLinksSchema) },
    }),
    async (request) => {
      const links = await authService.listViewLinks(callerOf(request));
      return ok(
        links.map((link) => ({
          id: link.id,
          company: link.company,
          year: link.year,
          createdAt: isoDate(link.createdAt),
          expiresAt: isoDate(link.expiresAt),
          status: link.status,
        })),
      );
    },
  );

  app.post(
    '/portal/links/revoke',
    routeOptions(SIGNED_IN, ['session'], {
      summary: 'Revoke one of the caller’s shared links; it answers as invalid from then on',
      body: revokeSharedLinkRequestSchema,
      response: { 200: successEnvelope(z.null()) },
    }),
    async (request) => {
      await authService.revokeViewLink(callerOf(request), request.body.id);
      return ok(null);
    },
  );

  app.get(
    '/portal/links/current',
    routeOptions(signedIn({ viewLink: true }), ['session'], {
      summary: 'Who shared the link the call is made with, and the company and year it shows',
      response: { 200: successEnvelope(sharedLinkViewSchema) },
    }),
    async (request) => ok(await authService.viewLinkDetails(callerOf(request))),
  );
};
