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

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw new Error('relation "users" does not exist at character 15');
  });
  app.get('/missing', async () => {
    throw notFound('Post not found');
  });
  app.post(
    '/things',
    {
      schema: {
        body: z.object({ profile: z.object({ email: z.email({ message: 'Bad email' }) }) }),
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
    expect(res.json()).toEqual({ message: 'profile.email: Bad email' });
  });
});
