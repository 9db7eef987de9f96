/**
 * `GET` and `PUT /api/portal/settings/today-exceptions`: the Today page's exception thresholds,
 * read by anyone signed in, changed by an administrator (out of range → 400 naming the range).
 */
import {
  todayExceptionSettingsChangeSchema,
  todayExceptionSettingsResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs, SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { PERMISSIONS } from '../../core/permissions';
import { taggedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import type { ExceptionSettingsService } from './exception-settings.service';

const PATH = '/portal/settings/today-exceptions';

export const exceptionSettingsRoutes: FastifyPluginAsyncZod<{
  settings: ExceptionSettingsService;
}> = async (app, { settings }) => {
  const settingsRoute = taggedRoutes(['system']);
  app.get(
    PATH,
    settingsRoute(SIGNED_IN, {
      summary: 'The Today page’s exception thresholds',
      response: { 200: todayExceptionSettingsResponseSchema },
    }),
    async () => ok(await settings.get()),
  );
  app.put(
    PATH,
    settingsRoute(needs(PERMISSIONS.manageMasterData), {
      summary: 'Change the Today page’s exception thresholds (administrators)',
      body: todayExceptionSettingsChangeSchema,
      response: { 200: todayExceptionSettingsResponseSchema },
    }),
    async (request) => ok(await settings.change(callerOf(request), request.body)),
  );
};
