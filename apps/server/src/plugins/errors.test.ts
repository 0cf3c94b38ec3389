import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from '../lib/http-errors';
import { errorsPlugin } from './errors';
import { localePlugin } from './locale';

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin, { retryAfterSeconds: 7 });
  await app.register(cookie);
  await app.register(localePlugin);
  app.get('/boom', async () => {
    throw new Error('relation "users" does not exist at character 15');
  });
  app.get('/database-down', async () => {
    // What Drizzle throws when PostgreSQL refuses the connection (it is restarting).
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    throw new Error('Failed query: select 1', { cause: refused });
  });
  app.get('/pool-exhausted', async () => {
    // What Drizzle throws when a query waited the pool's whole timeout for a connection.
    const waited = new Error('timeout exceeded when trying to connect');
    throw new Error('Failed query: select 1', { cause: waited });
  });
  app.get('/missing', async () => {
    throw notFound('posts.postNotFound');
  });
  app.post(
    '/things',
    {
      schema: {
        body: z.object({
          profile: z.object({ email: z.email({ message: 'users.emailInvalid' }) }),
          count: z.number().max(3).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  return app;
}

describe('the error contract', () => {
  it('hides the cause of a 5xx behind a generic message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('relation');
  });

  it('answers 503 with Retry-After while the database is unavailable', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ message: 'Database unavailable' });
  });

  it('answers an overload (every database connection busy too long) as the load shedding does', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/pool-exhausted' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toEqual({
      message: 'The server is busy. Please try again in a few seconds.',
    });
  });

  it('passes an HttpError through with its status and message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Post not found' });
  });

  it('names the invalid field, with its path, in a 400', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { profile: { email: 'nope' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'profile.email: Enter a valid email address' });
  });

  it('answers in the language the request asks for, the field name unchanged', async () => {
    const app = await appWithRoutes();
    const french = { 'accept-language': 'fr-CA, en;q=0.5' };
    const missing = await app.inject({ method: 'GET', url: '/missing', headers: french });
    expect(missing.json()).toEqual({ message: 'Publication introuvable' });
    expect(missing.headers['content-language']).toBe('fr');
    const invalid = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { ...french, cookie: 'ow_lang=es' },
      payload: { profile: { email: 'nope' } },
    });
    expect(invalid.json()).toEqual({
      message: 'profile.email: Introduce una dirección de correo electrónico válida',
    });
  });

  it('gives a schema problem without a text of its own the generic text of its kind', async () => {
    const app = await appWithRoutes();
    const missing = await app.inject({ method: 'POST', url: '/things', payload: {} });
    expect(missing.json()).toEqual({ message: 'profile: This field is required' });
    const tooMany = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { profile: { email: 'a@b.co' }, count: 5 },
    });
    expect(tooMany.json()).toEqual({ message: 'count: Must be at most 3' });
  });
});
