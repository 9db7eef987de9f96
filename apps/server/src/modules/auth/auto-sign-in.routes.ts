/** Auto sign-in links' calls: sign in with a link's token, and issue a link (administrators). */
import {
  autoInLinkRequestSchema,
  autoInLinkResponseSchema,
  autoInRequestSchema,
  loginResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs, PUBLIC } from '../../core/access';
import { callerOf } from '../../core/caller';
import { PERMISSIONS } from '../../core/permissions';
import { taggedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { presentSession } from './auth.presenter';
import type { AutoSignInService } from './auto-sign-in.service';
import { setSessionCookies } from './session-cookies';

export interface AutoSignInRoutesOptions {
  autoSignIn: AutoSignInService;
  cookieSecure: boolean;
}

export const autoSignInRoutes: FastifyPluginAsyncZod<AutoSignInRoutesOptions> = async (
  app,
  { autoSignIn, cookieSecure },
) => {
  const sessionRoute = taggedRoutes(['session']);

  app.post(
    '/auth/auto_in',
    sessionRoute(PUBLIC, {
      summary: 'Sign in with a signed, single-use link token',
      body: autoInRequestSchema,
      response: { 200: loginResponseSchema },
    }),
    async (request, reply) => {
      const issued = await autoSignIn.signIn(request.body.token, request.ip);
      setSessionCookies(reply, issued, cookieSecure);
      return ok(presentSession(issued.account));
    },
  );

  app.post(
    '/auth/auto_in_link',
    sessionRoute(needs(PERMISSIONS.issueAutoInLinks), {
      summary: 'Issue a 10-minute single-use auto sign-in link (administrators)',
      body: autoInLinkRequestSchema,
      response: { 200: autoInLinkResponseSchema },
    }),
    async (request) => ok(await autoSignIn.issueLink(request.body, callerOf(request).userId)),
  );
};
