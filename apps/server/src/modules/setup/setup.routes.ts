/**
 * `/api/setup`: the first-run set-up page's calls. Public, because nobody can sign in yet; the
 * printed token is the key, checked before the body is validated, so that a caller without it
 * learns nothing (404), not even which fields the form has.
 */
import {
  setupCheckRequestSchema,
  setupCheckResponseSchema,
  setupRequestSchema,
  setupResponseSchema,
  setupStatusResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../core/access';
import { taggedRoutes } from '../../core/route-options';
import type { ChangeVersions } from '../../db/change-versions';
import { ok } from '../../lib/envelope';
import type { FirstRunSetup } from './first-run-setup';

export interface SetupRoutesOptions {
  setup: FirstRunSetup;
  changeVersions: ChangeVersions;
}

export const setupRoutes: FastifyPluginAsyncZod<SetupRoutesOptions> = async (
  app,
  { setup, changeVersions },
) => {
  const setupRoute = taggedRoutes(['setup']);
  const admitToken = async (request: FastifyRequest) => {
    const body = request.body as { token?: unknown } | undefined;
    await setup.admit(body?.token, request.ip);
  };
  /** A call the printed token opens: the token is checked before the body is validated. */
  const tokenRoute = <Schema extends FastifySchema>(schema: Schema) => ({
    ...setupRoute(PUBLIC, schema),
    preValidation: admitToken,
  });

  app.get(
    '/setup/status',
    setupRoute(PUBLIC, {
      summary: 'Whether the portal waits for its first administrator (the link itself is not sent)',
      response: { 200: setupStatusResponseSchema },
    }),
    async () => ok({ pending: await setup.isPending() }),
  );

  app.post(
    '/setup/check',
    tokenRoute({
      summary: 'Whether the first-run set-up is open for this token (404 otherwise)',
      body: setupCheckRequestSchema,
      response: { 200: setupCheckResponseSchema },
    }),
    async () => ok({ open: true as const }),
  );

  app.post(
    '/setup',
    tokenRoute({
      summary: 'Create the first administrator with the printed token; the token is void after',
      body: setupRequestSchema,
      response: { 200: setupResponseSchema },
    }),
    async (request) => {
      const created = await setup.complete(request.body, request.ip, changeVersions);
      return ok({ username: created.username, employeeID: created.employeeID });
    },
  );
};
