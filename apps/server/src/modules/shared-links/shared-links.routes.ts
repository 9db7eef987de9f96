/**
 * Shared links' calls: issue one (the scope checked against what the caller may see), list and
 * revoke one's own in My Account, and, from the link's page, who shared it and what it shows.
 */
import {
  issuedSharedLinkSchema,
  revokeSharedLinkRequestSchema,
  sharedLinkRequestSchema,
  sharedLinksSchema,
  sharedLinkViewSchema,
  successEnvelope,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, signedIn } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { ReferenceDataCache } from '../../core/reference-data';
import { routeOptions } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { allowedYears } from '../sales-summary';
import { sharedLinkScopeOf } from './shared-link-scope';
import { presentIssuedSharedLink, presentSharedLink } from './shared-links.presenter';
import type { SharedLinksService } from './shared-links.service';

export interface SharedLinksRoutesOptions {
  sharedLinks: SharedLinksService;
  referenceData: ReferenceDataCache;
  timeZone: string;
  clock: () => number;
}

export const sharedLinksRoutes: FastifyPluginAsyncZod<SharedLinksRoutesOptions> = async (
  app,
  { sharedLinks, referenceData, timeZone, clock },
) => {
  app.post(
    '/portal/links/sales-summary',
    routeOptions(SIGNED_IN, ['session'], {
      summary: 'Issue a 7-day link that shows one company and year of the sales summary',
      body: sharedLinkRequestSchema,
      response: { 200: successEnvelope(issuedSharedLinkSchema) },
    }),
    async (request) => {
      const caller = callerOf(request);
      const scope = sharedLinkScopeOf(
        await referenceData.get(),
        caller,
        request.body,
        allowedYears(timeZone, clock()),
      );
      return ok(presentIssuedSharedLink(await sharedLinks.issue(caller, scope)));
    },
  );

  app.get(
    '/portal/links',
    routeOptions(SIGNED_IN, ['session'], {
      summary: "The caller's own shared links, newest first, with where each stands",
      response: { 200: successEnvelope(sharedLinksSchema) },
    }),
    async (request) => ok((await sharedLinks.list(callerOf(request))).map(presentSharedLink)),
  );

  app.post(
    '/portal/links/revoke',
    routeOptions(SIGNED_IN, ['session'], {
      summary: 'Revoke one of the caller’s shared links; it answers as invalid from then on',
      body: revokeSharedLinkRequestSchema,
      response: { 200: successEnvelope(z.null()) },
    }),
    async (request) => {
      await sharedLinks.revoke(callerOf(request), request.body.id);
      return ok(null);
    },
  );

  app.get(
    '/portal/links/current',
    routeOptions(signedIn({ sharedLink: true }), ['session'], {
      summary: 'Who shared the link the call is made with, and the company and year it shows',
      response: { 200: successEnvelope(sharedLinkViewSchema) },
    }),
    async (request) => ok(await sharedLinks.details(callerOf(request))),
  );
};
