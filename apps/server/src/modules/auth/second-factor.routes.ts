/**
 * My Account's second-factor calls: where it stands, set-up, turning it on and off, and new
 * recovery codes. The sign-in's code step is auth.routes.ts's.
 */
import {
  recoveryCodesRequestSchema,
  recoveryCodesResponseSchema,
  secondFactorConfirmRequestSchema,
  secondFactorDisableRequestSchema,
  secondFactorDisableResponseSchema,
  secondFactorSetupResponseSchema,
  secondFactorStatusResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import type { SecondFactorService } from './second-factor.service';

export interface SecondFactorRoutesOptions {
  secondFactorService: SecondFactorService;
}

export const secondFactorRoutes: FastifyPluginAsyncZod<SecondFactorRoutesOptions> = async (
  app,
  { secondFactorService },
) => {
  const secondFactorRoute = guardedRoutes(SIGNED_IN, ['second factor']);

  app.get(
    '/auth/second_factor',
    secondFactorRoute({
      summary: 'Where the caller’s second factor stands',
      response: { 200: secondFactorStatusResponseSchema },
    }),
    async (request) => ok(await secondFactorService.status(callerOf(request))),
  );

  app.post(
    '/auth/second_factor/setup',
    secondFactorRoute({
      summary: 'A new secret for an authenticator app, on after its first code (409 when on)',
      response: { 200: secondFactorSetupResponseSchema },
    }),
    async (request) => ok(await secondFactorService.setup(callerOf(request))),
  );

  app.post(
    '/auth/second_factor/confirm',
    secondFactorRoute({
      summary: 'The password and the new secret’s first code turn the second factor on',
      body: secondFactorConfirmRequestSchema,
      response: { 200: recoveryCodesResponseSchema },
    }),
    async (request) =>
      ok(await secondFactorService.confirm(callerOf(request), request.body, request.ip)),
  );

  app.post(
    '/auth/second_factor/disable',
    secondFactorRoute({
      summary: 'The password and a code turn the second factor off (403 when the role requires it)',
      body: secondFactorDisableRequestSchema,
      response: { 200: secondFactorDisableResponseSchema },
    }),
    async (request) => {
      await secondFactorService.disable(callerOf(request), request.body, request.ip);
      return ok({ disabled: true as const });
    },
  );

  app.post(
    '/auth/second_factor/recovery_codes',
    secondFactorRoute({
      summary: 'A code buys a new set of recovery codes; the earlier ones stop working',
      body: recoveryCodesRequestSchema,
      response: { 200: recoveryCodesResponseSchema },
    }),
    async (request) =>
      ok(
        await secondFactorService.renewRecoveryCodes(
          callerOf(request),
          request.body.code,
          request.ip,
        ),
      ),
  );
};
