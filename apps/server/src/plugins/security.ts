import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { forbidden } from '../lib/http-errors';
import { translatorFor } from '../lib/i18n';
import { memberOrIpKey } from '../lib/rate-limits';
import { redisNames } from '../lib/redis';
import { originAllowed } from '../lib/same-origin';
import { requestLocale } from './locale';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes cross-site writes by design and skips the Origin check: RFC 8058 one-click
     * unsubscribe, which mail clients POST from no page of ours. Such a route must use no session
     * cookie and change only what the token in its URL names.
     */
    allowCrossSite?: boolean;
  }
}

/**
 * Where the web app may connect: its own origin ('self' covers same-origin ws/wss in CSP 3), plus
 * PUBLIC_URL's origin and its WebSocket form when the site is reached under that name.
 */
function connectSources(publicUrl: string | undefined): string[] {
  if (!publicUrl) return ["'self'"];
  const { origin, protocol, host } = new URL(publicUrl);
  return ["'self'", origin, `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`];
}

/**
 * The security headers helmet sets for these options. They are the same for every answer (no
 * per-request nonce), so they are worked out once at start-up instead of by helmet on every
 * request (it parses its options again each time, about 8% of a cached page's cost).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers (CSP the web app passes), the API-wide rate limit (shared through Redis when
 * configured) and the Origin check that, with SameSite cookies, defends against CSRF.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig; redis: Redis | undefined }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: connectSources(opts.config.publicUrl),
          fontSrc: ["'self'", 'data:'],
          frameSrc: ['https://www.youtube-nocookie.com'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: opts.config.env === 'production' ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    await app.register(rateLimit, {
      global: true,
      max: opts.config.rateLimit.max,
      timeWindow: '1 minute',
      redis: opts.redis,
      nameSpace: redisNames(opts.config.redisPrefix).rateLimits,
      // Route hooks run after the session plugin's, so the member is known here.
      keyGenerator: memberOrIpKey,
      // With Redis unreachable the API keeps serving unlimited rather than failing every request.
      skipOnError: true,
      allowList: (request) => !request.url.startsWith('/api/'),
      // In the request's language (read here: the limit may answer before the locale hook).
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        message: translatorFor(requestLocale(request)).t('errors.tryAgainIn', {
          seconds: Math.ceil(context.ttl / 1000),
        }),
      }),
    });

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.allowCrossSite) return;
      if (!originAllowed(request.headers.origin, request.headers.host, opts.config.publicUrl)) {
        throw forbidden('errors.crossSite');
      }
    });
  },
);
