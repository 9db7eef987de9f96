/**
 * GET /api/portal/sales/today (issue 26): the Today page's one answer. Any signed-in user may
 * ask, as for the sales calls; what each sees is the sales calls' entitlements (today-scope.ts).
 * Not for shared links, which show one company and year of the sales summary.
 *
 * The answer is kept in the sales calls' answer cache under the resolved scope (the view and
 * filter it means, not the query: a request without parameters means each user's own default
 * view), the caller's entitlements, the `sales` change counter and the business date, with an
 * ETag, so a repeat view costs a 304 and the warmed first view a cache hit.
 */
import { type TodayQuery, todayQuerySchema, todayResponseSchema } from '@outlet-pulse/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { entitlementKey } from '../../core/entitlements';
import { routeOptions } from '../../core/route-options';
import { todayIn } from '../../lib/business-date';
import { ok } from '../../lib/envelope';
import {
  answerEtag,
  answerKey,
  createSalesContext,
  matchesEtag,
  type SalesSummaryRoutesOptions,
} from '../sales-summary';
import { presentToday } from './today.presenter';
import { todayResult } from './today.service';
import { resolveTodayScope } from './today-scope';

export const TODAY_PATH = '/today';

/** The same parts as the sales calls' (api-modules.ts: salesAnswerParts). */
export type TodayRoutesOptions = SalesSummaryRoutesOptions;

export const todayRoutes: FastifyPluginAsyncZod<TodayRoutesOptions> = async (app, options) => {
  const { answerCache, changeVersions, timeZone, clock } = options;
  const countAnswerLookup = options.countAnswerLookup ?? (() => undefined);
  // The answer goes out as a string (cached or fresh), which the typed reply cannot follow.
  (app as unknown as FastifyInstance).get(
    TODAY_PATH,
    {
      ...routeOptions(SIGNED_IN, ['sales'], {
        summary: 'Today: yesterday, the running month by day, the league table and drivers',
        querystring: todayQuerySchema,
        response: { 200: todayResponseSchema },
      }),
      // Written as built (see sales-summary.routes.ts): the answer's shape is proven by tests.
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = callerOf(request);
      const nowMs = clock();
      const context = createSalesContext(
        options.database,
        caller,
        await options.referenceData.get(),
        timeZone,
        nowMs,
        options.facts,
        options.salesReads,
      );
      const scope = await resolveTodayScope(context, request.query as TodayQuery);
      const compute = async () =>
        JSON.stringify(ok(presentToday(await todayResult(context, scope))));
      reply.type('application/json; charset=utf-8');
      if (!answerCache) return reply.send(await compute());
      const { sales } = await changeVersions.current();
      const key = answerKey({
        call: `today`,
        query: { filter: scope.filter, view: scope.view, dropped: scope.droppedCompanies },
        entitlements: entitlementKey(caller),
        salesVersion: sales,
        today: todayIn(timeZone, new Date(nowMs)),
      });
      const etag = answerEtag(key);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      const cached = answerCache.get(key);
      countAnswerLookup(cached !== undefined);
      if (cached !== undefined && matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).send();
      }
      const answer = cached ?? (await compute());
      if (cached === undefined) answerCache.set(key, answer);
      return reply.send(answer);
    },
  );
};
