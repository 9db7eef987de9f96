/**
 * `GET /metrics` for the operator's Prometheus, outside /api like the web app's pages, behind
 * `OPERATOR` access (operator-guard.ts: METRICS_TOKEN, METRICS_ALLOW; 404 when neither is set),
 * and the count of every answered request under its route's template. Registered before the
 * routes so that its hook sees them all. Answer warming's own requests are not counted: its
 * runs are, and its hundreds of questions after each load would bury the people's requests.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR } from '../core/access';
import { notFound } from '../core/errors';
import type { WarmCallers } from '../modules/answer-warming/warm-callers';
import type { AppMetrics } from '../modules/metrics/app-metrics';
import { bearerToken } from './access-control';

export const METRICS_PATH = '/metrics';

export interface MetricsPluginOptions {
  /** Absent when the metrics are off. */
  metrics: AppMetrics | undefined;
  warmCallers?: WarmCallers | undefined;
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, warmCallers }: MetricsPluginOptions) => {
    const warming = (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      return token !== null && warmCallers?.callerFor(token) !== undefined;
    };
    if (metrics) {
      app.addHook('onResponse', async (request, reply) => {
        if (warming(request)) return;
        metrics.observeRequest({
          method: request.method,
          route: request.routeOptions.url,
          statusCode: reply.statusCode,
          seconds: reply.elapsedTime / 1000,
        });
      });
    }

    // Always there, so that the web app's fallback never answers the address with a page.
    app.get(
      METRICS_PATH,
      { config: { access: OPERATOR }, schema: { hide: true } },
      async (request, reply) => {
        // The access plugin answers 404 first when the metrics are off.
        if (!metrics) throw notFound(`Not found: ${request.method} ${METRICS_PATH}`);
        const text = await metrics.registry.metrics();
        return reply
          .type(metrics.registry.contentType)
          .header('cache-control', 'no-store')
          .send(text);
      },
    );
  },
  { name: 'metrics' },
);
