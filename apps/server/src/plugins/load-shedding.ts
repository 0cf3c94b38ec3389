import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LoadSheddingSettings } from '../config';
import { translatorFor } from '../lib/i18n';
import { unavailableAnswer } from './errors';
import { requestLocale } from './locale';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False for a route that keeps answering when the node is overloaded: the health check the
     * load balancer asks, which must tell "busy" from "dead".
     */
    shedLoad?: boolean;
  }
}

/** How often the event loop's delay and utilization are sampled (each figure is the last one's). */
const SAMPLE_INTERVAL_MS = 1000;

/** Answers a sample needs before their times say anything: a few slow uploads are no queue. */
const MIN_ANSWERS = 10;

/**
 * Requests waiting for the database do not delay the event loop: they wait in PGlite's queue or
 * for a pool connection while the loop idles, so the delay stays low while every answer takes
 * seconds. This watches the answers instead: when even the fastest of the last second took
 * longer than `maxQueueMs`, every request is waiting in a queue. Refused requests are no sample
 * (they would make the next second look calm). Returns the check, which also starts the next
 * sample.
 */
function watchQueue(app: FastifyInstance, maxQueueMs: number, refused: WeakSet<FastifyRequest>) {
  let fastest = Number.POSITIVE_INFINITY;
  let answers = 0;
  app.addHook('onResponse', async (request, reply) => {
    if (refused.has(request)) return;
    answers += 1;
    fastest = Math.min(fastest, reply.elapsedTime);
  });
  return async () => {
    const queueing = answers >= MIN_ANSWERS && fastest > maxQueueMs;
    fastest = Number.POSITIVE_INFINITY;
    answers = 0;
    return !queueing;
  };
}

/**
 * Load shedding (issue 12): when the event loop is saturated (the mean delay or the utilization
 * of the last sample over its threshold), or requests queue for the database (issue 13: even the
 * fastest answer of the last sample slower than its threshold), a request is answered at once
 * with 503, `Retry-After` and `{ message }` in its language, instead of queueing behind the
 * others until every client times out. It runs before the session lookup, so a refused request costs no database query.
 * The first two samples after the app is ready are not trusted: they may still cover start-up's
 * work (migrations, seed) rather than traffic.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, settings: LoadSheddingSettings) => {
    let trustedFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      trustedFrom = performance.now() + 2 * SAMPLE_INTERVAL_MS;
    });
    const refused = new WeakSet<FastifyRequest>();
    /** The 503 body, which under-pressure sends; undefined lets the request through. */
    const refuse = (request: FastifyRequest, reply: FastifyReply) => {
      if (request.routeOptions.config.shedLoad === false || performance.now() < trustedFrom) {
        return undefined;
      }
      refused.add(request);
      // Its translator is made here, not read from request.translator: the locale hook has not
      // run yet.
      return unavailableAnswer(
        reply,
        translatorFor(requestLocale(request)),
        'errors.overloaded',
        settings.retryAfterSeconds,
      );
    };
    await app.register(underPressure, {
      sampleInterval: SAMPLE_INTERVAL_MS,
      maxEventLoopDelay: settings.maxEventLoopDelayMs,
      maxEventLoopUtilization: settings.maxEventLoopUtilization,
      // The utilization of the last sample, not the average since the process started.
      eventLoopUtilizationMode: 'interval',
      // Its types say the handler returns nothing; it sends whatever the handler returns.
      pressureHandler: refuse as FastifyUnderPressureOptions['pressureHandler'],
      // Its "health check" is any signal of the node's own; here whether answers are queueing.
      ...(settings.maxQueueMs > 0 && {
        healthCheck: watchQueue(app, settings.maxQueueMs, refused),
        healthCheckInterval: SAMPLE_INTERVAL_MS,
      }),
    });
  },
  { name: 'load-shedding' },
);
