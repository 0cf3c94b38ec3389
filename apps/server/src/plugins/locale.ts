import { LOCALE_COOKIE, type Locale, negotiateLocale, type Translator } from '@one-world/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translatorFor } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request is answered in (issue 17's order, see `requestLocale`). */
    locale: Locale;
    /** Formats catalog texts in `locale`. */
    translator: Translator;
  }
}

/**
 * The request's language: the signed-in member's choice, the visitor's stored choice (the
 * `ow_lang` cookie the web app's picker sets), the browser's `Accept-Language`, then English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale({
    member: request.actor?.language,
    stored: request.cookies[LOCALE_COOKIE],
    browser: request.headers['accept-language'],
  });
}

/** Decides every request's language once the session is read (register after `sessionPlugin`). */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('translator', {
    getter() {
      return translatorFor(this.locale);
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    request.locale = requestLocale(request);
    reply.header('content-language', request.locale);
  });
});
