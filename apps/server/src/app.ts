import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { AppConfig } from './config';
import { type Database, databaseTarget, openDatabase } from './db/client';
import { EventBus } from './events/event-bus';
import { systemClock } from './lib/clock';
import { redisClusterBus, singleNodeBus } from './lib/cluster-bus';
import { closeRedis, openRedis } from './lib/redis';
import { requestLogSerializer } from './lib/request-log';
import { publicBaseOf } from './mail';
import { startMailer } from './mail/start';
import { articlePreviews, articlesModule } from './modules/articles';
import { chatModule, contactsRepository } from './modules/chat';
import { healthModule } from './modules/health';
import { notificationsModule } from './modules/notifications';
import { paymentsModule } from './modules/payments';
import { boardPages, postsModule } from './modules/posts';
import { productsModule, shopPage } from './modules/products';
import { quizModule } from './modules/quiz';
import { reportsModule } from './modules/reports';
import { reviewsModule } from './modules/reviews';
import { searchModule } from './modules/search';
import { translateModule } from './modules/translate';
import { usersModule } from './modules/users';
import { compressionPlugin } from './plugins/compression';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { localePlugin } from './plugins/locale';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { attachRealtime } from './realtime/socket-server';
import { createImageStorage, imageRoutes, MULTIPART_OPTIONS } from './storage';
import { registerWebApp } from './web-app';

export interface BuildOptions {
  /** An already open (and migrated) database; when absent one is opened from the config. */
  database?: Database;
  /**
   * Whether the mail outbox worker polls once the app is ready (default true). The test harness
   * turns it off and drives `app.mailWorker.runOnce()` itself, so no test races a background
   * worker.
   */
  mailWorker?: boolean;
  /**
   * Called with every route as it is registered: the reliability suite's access sweep, fuzzing
   * and upload tests build their route table from it, so a new route cannot escape them.
   */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance;

/** Builds the whole server: API, OpenAPI docs and the built web app on one Fastify instance. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: { req: requestLogSerializer },
          },
    trustProxy: config.trustProxy,
    // Errors Fastify and Node answer before the error handler runs, in the `{ message }` shape too.
    frameworkErrors,
    clientErrorHandler,
    // bodyLimit stays Fastify's 1 MiB: every JSON body is far smaller; a route taking uploads
    // raises it for itself.
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase(databaseTarget(config), {
      onError: (err) => app.log.warn({ err }, 'database connection error'),
    }));
  if (ownsDatabase) await database.migrate();
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : undefined;
  const cluster = redis ? redisClusterBus(redis, app.log, config.redisPrefix) : singleNodeBus;
  app.addHook('onClose', async () => {
    await cluster.close();
    if (redis) await closeRedis(redis);
    if (ownsDatabase) await database.close();
  });

  const events = new EventBus((err, event) =>
    app.log.error({ err, event: event.name }, 'a domain event subscriber failed'),
  );
  events.subscribeAll((event) => app.log.debug({ event }, 'domain event'));
  // Before anything closes: subscribers still running (an emit after a count) finish first.
  app.addHook('preClose', async () => events.drain());

  const images = createImageStorage({
    dir: join(config.dataDir, 'images'),
    s3: config.s3,
    log: app.log,
  });
  app.addHook('onClose', async () => images.close());

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    batches: database.batches,
    clock: systemClock,
    events,
    redis,
    cluster,
    realtime: await attachRealtime(app, {
      db: database.db,
      redis,
      redisPrefix: config.redisPrefix,
      publicUrl: config.publicUrl,
      clock: systemClock,
      presenceTtlMs: config.presenceTtlMs,
      contactsOf: (userId) => contactsRepository(database.db).contactIds(userId),
      events,
    }),
    images,
    publicBase: publicBaseOf(config),
    secureCookies: config.env === 'production' && !config.publicUrl?.startsWith('http://'),
    secret: config.secret ?? randomBytes(32).toString('base64url'),
  };
  if (!config.secret && redis) {
    app.log.warn(
      'APP_SECRET is not set: per-email sign-in limits are not shared between nodes until it is',
    );
  }

  app.decorate('ctx', ctx);
  startMailer(
    app,
    { config, db: database.db, clock: ctx.clock },
    { autoStart: options.mailWorker ?? true },
  );
  await app.register(errorsPlugin, config.loadShedding);
  await app.register(cookie);
  await app.register(loadSheddingPlugin, config.loadShedding);
  await app.register(compressionPlugin);
  await app.register(securityPlugin, { config, redis });
  await app.register(sessionPlugin, {
    db: database.db,
    clock: ctx.clock,
    secure: ctx.secureCookies,
    events,
    cluster,
  });
  await app.register(localePlugin);
  await app.register(multipart, MULTIPART_OPTIONS);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'One World API',
        description: 'One World. One Future. The public API of the One World social network.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthModule, ctx);
      await api.register(usersModule, ctx);
      await api.register(postsModule, ctx);
      await api.register(articlesModule, ctx);
      await api.register(reportsModule, ctx);
      await api.register(chatModule, ctx);
      await api.register(notificationsModule, ctx);
      await api.register(productsModule, ctx);
      await api.register(paymentsModule, ctx);
      await api.register(reviewsModule, ctx);
      await api.register(quizModule, ctx);
      await api.register(searchModule, ctx);
      await api.register(translateModule, ctx);
    },
    { prefix: '/api' },
  );
  await app.register(imageRoutes, { images });

  await app.register(articlePreviews, ctx);
  await app.register(boardPages, ctx);
  await app.register(shopPage, ctx);
  await registerWebApp(app, config);
  return app;
}
