/**
 * Wires the warmer into the app: counts the real sales requests in flight (the warmer waits for
 * them), starts warming once the app is ready and stops it before the app closes. Registered
 * before the API routes so that its hooks see them.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerWarmer, type AnswerWarmerOptions } from './answer-warmer';
import { RequestGate } from './request-gate';
import type { WarmCallers } from './warm-callers';
import { SALES_PREFIX, TODAY_URL } from './warm-plan';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when answer warming is on (config ANSWER_WARMING). */
    answerWarmer?: AnswerWarmer;
  }
}

/** Log levels below warn, which the warm's own requests are kept from. */
const CHATTY_LEVELS = new Set(['trace', 'debug', 'info']);

export type AnswerWarmingOptions = Omit<AnswerWarmerOptions, 'gate' | 'ask' | 'log'> & {
  callers: WarmCallers;
};

export const answerWarmingPlugin = fp(
  async (app: FastifyInstance, options: AnswerWarmingOptions) => {
    const gate = new RequestGate();
    const warmer = new AnswerWarmer({
      ...options,
      gate,
      log: app.log.child({ module: 'answer-warming' }),
      ask: async (url, token) =>
        (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
    });
    app.decorate('answerWarmer', warmer);

    const isWarming = (headers: IncomingHttpHeaders) => {
      const token = headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      return token !== undefined && options.callers.callerFor(token) !== undefined;
    };
    // The warm's own requests log warnings only: a line or two per question would bury the log.
    app.setChildLoggerFactory((logger, bindings, childOptions, raw) =>
      logger.child(
        bindings,
        isWarming(raw.headers) && CHATTY_LEVELS.has(logger.level)
          ? { ...childOptions, level: 'warn' }
          : childOptions,
      ),
    );

    const counted = new WeakSet<FastifyRequest>();
    app.addHook('onRequest', async (request) => {
      const sales = request.url.startsWith(`${SALES_PREFIX}/`) || request.url.startsWith(TODAY_URL);
      if (!sales || isWarming(request.headers)) return;
      counted.add(request);
      gate.enter();
    });
    const done = async (request: FastifyRequest) => {
      if (counted.delete(request)) gate.leave();
    };
    app.addHook('onResponse', done);
    app.addHook('onRequestAbort', done);

    app.addHook('onReady', async () => warmer.start());
    app.addHook('preClose', async () => warmer.stop());
  },
  { name: 'answer-warming' },
);
