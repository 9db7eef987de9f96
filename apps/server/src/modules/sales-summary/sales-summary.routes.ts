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
import type { ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import { todayIn } from '../../lib/business-date';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/access-control';
import { type AnswerCache, answerKey } from './answer-cache';
import {
  achievementSummary,
  aspUptAtv,
  lflSalesSummary,
  salesSummary,
  salesSummaryAllBrand,
  trafficSummary,
} from './charts.service';
import { salesDetail } from './detail.service';
import { profitDilution, profitDilutionAllBrand, profitDilutionDetail } from './dilution.service';
import { companyOptions, groupOptions, outletOptions, typeOptions } from './options.service';
import type { ReferenceDataCache } from './reference-data';
import { createSalesContext } from './sales-context';
import { checkOptionalFilter, entitlementKey } from './selection';

export interface SalesSummaryRoutesOptions {
  database: Database;
  changeVersions: ChangeVersions;
  referenceData: ReferenceDataCache;
  /** null computes every answer afresh. */
  answerCache: AnswerCache | null;
  timeZone: string;
  clock: () => number;
}

export const salesSummaryRoutes: FastifyPluginAsyncZod<SalesSummaryRoutesOptions> = async (
  app,
  { database, changeVersions, referenceData, answerCache, timeZone, clock },
) => {
  const contextOf = async (request: FastifyRequest) =>
    createSalesContext(database, callerOf(request), await referenceData.get(), timeZone, clock());
  if (answerCache) reuseAnswers(app, answerCache, changeVersions, timeZone, clock);
  const tags = ['sales'];

  app.get(
    '/optionstype',
    {
      schema: {
        tags,
        summary: 'Outlet types with their last sales date',
        querystring: typeOptionsQuerySchema,
        response: { 200: responses.typeOptions },
      },
    },
    async (request) => {
      const context = await contextOf(request);
      checkOptionalFilter(context.reference, context.caller, request.query);
      return ok(typeOptions(context));
    },
  );
  app.get(
    '/optionsgroup',
    {
      schema: {
        tags,
        summary: 'Outlet groups, then TOTAL KCG',
        querystring: groupOptionsQuerySchema,
        response: { 200: responses.groupOptions },
      },
    },
    async (request) => {
      const context = await contextOf(request);
      checkOptionalFilter(context.reference, context.caller, request.query);
      return ok(groupOptions(context));
    },
  );
  app.get(
    '/optionscompany',
    {
      schema: {
        tags,
        summary: 'The companies the caller may see',
        querystring: companyOptionsQuerySchema,
        response: { 200: responses.companyOptions },
      },
    },
    async (request) =>
      ok(await companyOptions(await contextOf(request), request.query.exclude === 'Y')),
  );
  app.get(
    '/optionsoutlet',
    {
      schema: {
        tags,
        summary: 'Outlets of the given companies, closed ones marked',
        querystring: outletOptionsQuerySchema,
        response: { 200: responses.outletOptions },
      },
    },
    async (request) => ok(await outletOptions(await contextOf(request), request.query.company)),
  );
  app.get(
    '/achievementsummary',
    {
      schema: {
        tags,
        summary: 'Nett and achievement by month (achievement summary screen)',
        querystring: salesFilterQuerySchema,
        response: { 200: responses.achievementSummary },
      },
    },
    async (request) => ok(await achievementSummary(await contextOf(request), request.query)),
  );
  app.get(
    '/chartsalessummary',
    {
      schema: {
        tags,
        summary: 'Sales summary: nett by month for three years, growth and achievement',
        querystring: salesFilterQuerySchema,
        response: { 200: responses.salesSummary },
      },
    },
    async (request) => ok(await salesSummary(await contextOf(request), request.query)),
  );
  app.get(
    '/chartsalessummaryviewbyall',
    {
      schema: {
        tags,
        summary: 'Sales summary of all brands (view by TOTAL or All)',
        querystring: allBrandQuerySchema,
        response: { 200: responses.salesSummaryAllBrand },
      },
    },
    async (request) => ok(await salesSummaryAllBrand(await contextOf(request), request.query)),
  );
  app.get(
    '/chartsalessummarydetail',
    {
      schema: {
        tags,
        summary: 'Detail per outlet for a month: today, MTD, YTD and last year',
        querystring: detailQuerySchema,
        response: { 200: responses.salesDetail },
      },
    },
    async (request) => ok(await salesDetail(await contextOf(request), request.query, false)),
  );
  app.get(
    '/lflsalessummarydetail',
    {
      schema: {
        tags,
        summary: 'Like-for-like detail per outlet for a month',
        querystring: detailQuerySchema,
        response: { 200: responses.salesDetail },
      },
    },
    async (request) => ok(await salesDetail(await contextOf(request), request.query, true)),
  );
  app.get(
    '/chartprofitdilution',
    {
      schema: {
        tags,
        summary: 'Markdown, VIP, promo and total dilution by month',
        querystring: salesFilterQuerySchema,
        response: { 200: responses.profitDilution },
      },
    },
    async (request) => ok(await profitDilution(await contextOf(request), request.query)),
  );
  app.get(
    '/chartprofitdilutionviewbyall',
    {
      schema: {
        tags,
        summary: 'Profit dilution: TOTAL, then one block per brand',
        querystring: salesFilterQuerySchema,
        response: { 200: responses.profitDilutionAllBrand },
      },
    },
    async (request) => ok(await profitDilutionAllBrand(await contextOf(request), request.query)),
  );
  app.get(
    '/chartprofitdilutiondetail',
    {
      schema: {
        tags,
        summary: 'One dilution kind by product category and month',
        querystring: dilutionDetailQuerySchema,
        response: { 200: responses.profitDilutionDetail },
      },
    },
    async (request) => ok(await profitDilutionDetail(await contextOf(request), request.query)),
  );
  app.get(
    '/chartsales',
    {
      schema: {
        tags,
        summary: 'ASP, UPT and ATV by month for three years',
        querystring: salesFilterQuerySchema,
        response: { 200: responses.aspUptAtv },
      },
    },
    async (request) => ok(await aspUptAtv(await contextOf(request), request.query, false)),
  );
  app.get(
    '/lflsalesAspUptAtv',
    {
      schema: {
        tags,
        summary: 'Like-for-like ASP, UPT and ATV',
        querystring: salesFilterQuerySchema,
        response: { 200: responses.aspUptAtv },
      },
    },
    async (request) => ok(await aspUptAtv(await contextOf(request), request.query, true)),
  );
  app.get(
    '/charttrafficsummary',
    {
      schema: {
        tags,
        summary: 'Traffic and conversion by month for three years',
        querystring: salesFilterQuerySchema,
        response: { 200: responses.trafficSummary },
      },
    },
    async (request) => ok(await trafficSummary(await contextOf(request), request.query)),
  );
  app.get(
    '/lflsalessummary',
    {
      schema: {
        tags,
        summary: 'Like-for-like sales and traffic against last year',
        querystring: salesFilterQuerySchema,
        response: { 200: responses.lflSalesSummary },
      },
    },
    async (request) => ok(await lflSalesSummary(await contextOf(request), request.query)),
  );
};

/**
 * Answers a request from the cache when the same question was answered for the same
 * entitlements, data version and business date; otherwise keeps the answer it sends. Runs
 * after validation and access control, so only valid, permitted questions reach the cache,
 * and only 200 answers are kept.
 */
function reuseAnswers(
  app: FastifyInstance,
  cache: AnswerCache,
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
    const answer = cache.get(key);
    if (answer !== undefined) {
      reply.type('application/json; charset=utf-8');
      return reply.send(answer);
    }
    keys.set(request, key);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (key !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(key, payload);
    }
    return payload;
  });
}
