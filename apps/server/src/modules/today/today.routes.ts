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
import { signedIn } from '../../core/access';
import { callerOf } from '../../core/caller';
import { entitlementKey } from '../../core/entitlements';
import type { ReferenceDataCache } from '../../core/reference-data';
import type { ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import type { ReplicaReads } from '../../db/replica-reads';
import { todayIn } from '../../lib/business-date';
import { ok } from '../../lib/envelope';
import {
  type AnswerCache,
  answerEtag,
  answerKey,
  type CacheLookupCounter,
  createSalesContext,
  type FactsSource,
  matchesEtag,
} from '../sales-summary';
import { presentToday } from './today.presenter';
import { todayResult } from './today.service';
import { resolveTodayScope } from './today-scope';

export const TODAY_PATH = '/today';

export interface TodayRoutesOptions {
  database: Database;
  changeVersions: ChangeVersions;
  referenceData: ReferenceDataCache;
  /** null computes every answer afresh. */
  answerCache: AnswerCache | null;
  countAnswerLookup?: CacheLookupCounter | undefined;
  facts: FactsSource;
  salesReads: ReplicaReads;
  timeZone: string;
  clock: () => number;
}

export const todayRoutes: FastifyPluginAsyncZod<TodayRoutesOptions> = async (
  app,
  {
    database,
    changeVersions,
    referenceData,
    answerCache,
    countAnswerLookup = () => undefined,
    facts,
    salesReads,
    timeZone,
    clock,
  },
) => {
  // The answer goes out as a string (cached or fresh), which the typed reply cannot follow.
  (app as unknown as FastifyInstance).get(
    TODAY_PATH,
    {
      config: { access: signedIn({}) },
      schema: {
        tags: ['sales'],
        summary: 'Today: yesterday, the running month by day, the league table and drivers',
        querystring: todayQuerySchema,
        response: { 200: todayResponseSchema },
      },
      // Written as built (see sales-summary.routes.ts): the answer's shape is proven by tests.
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = callerOf(request);
      const nowMs = clock();
      const context = createSalesContext(
        database,
        caller,
        await referenceData.get(),
        timeZone,
        nowMs,
        facts,
        salesReads,
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
