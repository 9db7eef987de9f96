/** The sales calls of spec 000 §7 under /api/portal/salessummary/, and the filter's option lists. */
import {
  allBrandQuerySchema,
  companyOptionsQuerySchema,
  detailQuerySchema,
  dilutionDetailQuerySchema,
  groupOptionsQuerySchema,
  outletOptionsQuerySchema,
  responses,
  salesFilterQuerySchema,
  typeOptionsQuerySchema,
} from '@outlet-pulse/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  matchesEtag,
} from './answer-cache';
import {
  presentAchievementSummary,
  presentAspUptAtv,
  presentLflSalesSummary,
  presentSalesSummary,
  presentSalesSummaryAllBrand,
  presentTrafficSummary,
} from './charts.presenter';
import {
  achievementSummary,
  aspUptAtv,
  lflSalesSummary,
  salesSummary,
  salesSummaryAllBrand,
  trafficSummary,
} from './charts.service';
import { presentSalesDetail } from './detail.presenter';
import { salesDetail } from './detail.service';
import {
  presentProfitDilution,
  presentProfitDilutionAllBrand,
  presentProfitDilutionDetail,
} from './dilution.presenter';
import { profitDilution, profitDilutionAllBrand, profitDilutionDetail } from './dilution.service';
import type { FactsSource } from './facts-cache';
import {
  presentCompanyOptions,
  presentGroupOptions,
  presentOutletOptions,
  presentTypeOptions,
} from './options.presenter';
import { companyOptions, groupOptions, outletOptions, typeOptions } from './options.service';
import { createSalesContext, type SalesContext } from './sales-context';
import { checkOptionalFilter } from './selection';
import { checkSharedLinkCall } from './shared-link-calls';

/**
 * The sales answers are written as the presenters built them: those are typed, and every
 * call's answer is checked against its schema in the tests (sales-summary.golden.test.ts).
 * Parsing each answer with zod on the way out cost more than a large detail's SQL, and the
 * schema stays the route's for validation of requests and for the OpenAPI document.
 */
const writeAsBuilt = () => (data: unknown) => JSON.stringify(data);

/** What a success envelope schema carries as `data`. */
type EnvelopeData<Response extends z.ZodType> =
  z.infer<Response> extends { data: infer Data } ? Data : never;

export interface SalesSummaryRoutesOptions {
  database: Database;
  changeVersions: ChangeVersions;
  referenceData: ReferenceDataCache;
  /** null computes every answer afresh. */
  answerCache: AnswerCache | null;
  /** Told of each look-up of the answer cache (the metrics). */
  countAnswerLookup?: CacheLookupCounter | undefined;
  /** Where the chart calls' monthly facts come from (facts-cache.ts). */
  facts: FactsSource;
  /** Where the other sales fact reads run (replica-reads.ts). */
  salesReads: ReplicaReads;
  timeZone: string;
  clock: () => number;
}

export const salesSummaryRoutes: FastifyPluginAsyncZod<SalesSummaryRoutesOptions> = async (
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
  const contextOf = async (request: FastifyRequest) =>
    createSalesContext(
      database,
      callerOf(request),
      await referenceData.get(),
      timeZone,
      clock(),
      facts,
      salesReads,
    );
  // Before the answer cache: a link never gets an answer outside its scope, cached or not.
  app.addHook('preHandler', async (request) => {
    const scope = request.auth?.sharedLinkScope;
    if (!scope) return;
    const call = (request.routeOptions.url ?? '').split('/').pop() ?? '';
    checkSharedLinkCall(
      scope,
      call,
      request.query as { company?: string | string[]; year?: number },
    );
  });
  if (answerCache) {
    reuseAnswers(app, answerCache, countAnswerLookup, changeVersions, timeZone, clock);
  }
  /**
   * One sales call: any signed-in user or a shared link may ask (what each sees is checked per
   * request against their entitlements and the link's scope); the service's result goes out
   * through the call's presenter.
   */
  const salesCall = <Query extends z.ZodType, Response extends z.ZodType>(
    path: string,
    summary: string,
    querystring: Query,
    response: Response,
    answer: (
      context: SalesContext,
      query: z.infer<Query>,
    ) => Promise<EnvelopeData<Response>> | EnvelopeData<Response>,
  ) =>
    // Each call site's answer is checked against its schema above; Fastify's own typing of a
    // generic route cannot follow, hence the casts here.
    (app as unknown as FastifyInstance).get(
      path,
      {
        config: { access: signedIn({ sharedLink: true }) },
        schema: { tags: ['sales'], summary, querystring, response: { 200: response } },
        serializerCompiler: writeAsBuilt,
      },
      async (request: FastifyRequest) =>
        ok(await answer(await contextOf(request), request.query as z.infer<Query>)) as never,
    );

  salesCall(
    '/optionstype',
    'Outlet types with their last sales date',
    typeOptionsQuerySchema,
    responses.typeOptions,
    (context, query) => {
      checkOptionalFilter(context.reference, context.caller, query);
      return presentTypeOptions(typeOptions(context));
    },
  );
  salesCall(
    '/optionsgroup',
    'Outlet groups, then TOTAL KCG',
    groupOptionsQuerySchema,
    responses.groupOptions,
    (context, query) => {
      checkOptionalFilter(context.reference, context.caller, query);
      return presentGroupOptions(groupOptions(context));
    },
  );
  salesCall(
    '/optionscompany',
    'The companies the caller may see',
    companyOptionsQuerySchema,
    responses.companyOptions,
    (context, query) => presentCompanyOptions(companyOptions(context, query.exclude === 'Y')),
  );
  salesCall(
    '/optionsoutlet',
    'Outlets of the given companies (and type and groups), closed ones marked',
    outletOptionsQuerySchema,
    responses.outletOptions,
    async (context, query) => presentOutletOptions(await outletOptions(context, query)),
  );
  salesCall(
    '/achievementsummary',
    'Nett and achievement by month (achievement summary screen)',
    salesFilterQuerySchema,
    responses.achievementSummary,
    async (context, query) => presentAchievementSummary(await achievementSummary(context, query)),
  );
  salesCall(
    '/chartsalessummary',
    'Sales summary: nett by month for three years, growth and achievement',
    salesFilterQuerySchema,
    responses.salesSummary,
    async (context, query) => presentSalesSummary(await salesSummary(context, query)),
  );
  salesCall(
    '/chartsalessummaryviewbyall',
    'Sales summary of all brands (view by TOTAL or All)',
    allBrandQuerySchema,
    responses.salesSummaryAllBrand,
    async (context, query) =>
      presentSalesSummaryAllBrand(await salesSummaryAllBrand(context, query)),
  );
  salesCall(
    '/chartsalessummarydetail',
    'Detail per outlet for a month: today, MTD, YTD and last year',
    detailQuerySchema,
    responses.salesDetail,
    async (context, query) => presentSalesDetail(await salesDetail(context, query, false)),
  );
  salesCall(
    '/lflsalessummarydetail',
    'Like-for-like detail per outlet for a month',
    detailQuerySchema,
    responses.salesDetail,
    async (context, query) => presentSalesDetail(await salesDetail(context, query, true)),
  );
  salesCall(
    '/chartprofitdilution',
    'Markdown, VIP, promo and total dilution by month',
    salesFilterQuerySchema,
    responses.profitDilution,
    async (context, query) => presentProfitDilution(await profitDilution(context, query)),
  );
  salesCall(
    '/chartprofitdilutionviewbyall',
    'Profit dilution: TOTAL, then one block per brand',
    salesFilterQuerySchema,
    responses.profitDilutionAllBrand,
    async (context, query) =>
      presentProfitDilutionAllBrand(await profitDilutionAllBrand(context, query)),
  );
  salesCall(
    '/chartprofitdilutiondetail',
    'One dilution kind by product category and month',
    dilutionDetailQuerySchema,
    responses.profitDilutionDetail,
    async (context, query) =>
      presentProfitDilutionDetail(await profitDilutionDetail(context, query)),
  );
  salesCall(
    '/chartsales',
    'ASP, UPT and ATV by month for three years',
    salesFilterQuerySchema,
    responses.aspUptAtv,
    async (context, query) => presentAspUptAtv(await aspUptAtv(context, query, false)),
  );
  salesCall(
    '/lflsalesAspUptAtv',
    'Like-for-like ASP, UPT and ATV',
    salesFilterQuerySchema,
    responses.aspUptAtv,
    async (context, query) => presentAspUptAtv(await aspUptAtv(context, query, true)),
  );
  salesCall(
    '/charttrafficsummary',
    'Traffic and conversion by month for three years',
    salesFilterQuerySchema,
    responses.trafficSummary,
    async (context, query) => presentTrafficSummary(await trafficSummary(context, query)),
  );
  salesCall(
    '/lflsalessummary',
    'Like-for-like sales and traffic against last year',
    salesFilterQuerySchema,
    responses.lflSalesSummary,
    async (context, query) => presentLflSalesSummary(await lflSalesSummary(context, query)),
  );
};

/**
 * Answers a request from the cache when the same question was answered for the same
 * entitlements, data version and business date; otherwise keeps the answer it sends. Runs
 * after validation and access control, so only valid, permitted questions reach the cache,
 * and only 200 answers are kept. Every such answer carries an ETag derived from its cache key,
 * and the browser is told to keep it privately and revalidate it, so a repeat view of a
 * cached answer costs a 304 without a body. Never a shared cache: answers are per caller.
 */
function reuseAnswers(
  app: FastifyInstance,
  cache: AnswerCache,
  countLookup: CacheLookupCounter,
  changeVersions: ChangeVersions,
  timeZone: string,
  clock: () => number,
) {
  const keys = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request, reply) => {
    const { sales } = await changeVersions.current();
    const key = answerKey({
      call: request.routeOptions.url ?? request.url,
      query: request.query,
      entitlements: entitlementKey(callerOf(request)),
      salesVersion: sales,
      today: todayIn(timeZone, new Date(clock())),
    });
    const etag = answerEtag(key);
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    const answer = cache.get(key);
    countLookup(answer !== undefined);
    if (answer !== undefined) {
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      return reply.send(answer);
    }
    keys.set(request, key);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (key === undefined) return payload;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(key, payload);
    } else {
      // An error is not the answer the tag names: nothing to revalidate against.
      reply.removeHeader('etag');
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
