import { fileURLToPath } from 'node:url';
import { Password, QUIZ_LIMITS } from '@one-world/contract';
import { parseMessageText } from '@one-world/i18n';
import { z } from 'zod';
import { isMessageId, issueText, translatorFor } from './lib/i18n';
import type { S3Settings } from './storage';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  // Connections each node keeps to PostgreSQL at most (docs/OPERATIONS.md, "Database pool").
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  REDIS_URL: z.url().optional(),
  // What this deployment's keys and channels in Redis start with (docs/OPERATIONS.md).
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { message: 'Must be 1 to 40 lowercase letters, digits or -' })
    .default('ow'),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  // The sign-up rule, so a password the seed would refuse fails here, before anything starts.
  ADMIN_PASSWORD: Password.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.default(true),
  APP_SECRET: z.string().min(32, { message: 'Must be at least 32 characters' }).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  // Load shedding (docs/OPERATIONS.md): above these the node answers 503 with Retry-After; 0 is off.
  // The delay's default depends on NODE_ENV (see loadConfig).
  SHED_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  SHED_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  SHED_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(5),
  SHED_QUEUE_MS: z.coerce.number().int().min(0).optional(),
  // Below a second the heartbeat (a third of it) would keep Redis busy for nothing.
  PRESENCE_TTL_MS: z.coerce.number().int().min(1000).default(30_000),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'Must be an http or https URL' }).optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Where the Stripe SDK sends its calls; only tests (a local fake Stripe) set it.
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, message: 'Must be an http or https URL' })
    .optional(),
  QUIZ_UPSTREAM_URL: z
    .url({ protocol: /^https?$/, message: 'Must be an http or https URL' })
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'Must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('One World <no-reply@one-world.local>'),
  REQUIRE_EMAIL_CONFIRMATION: bool.default(false),
  // Machine translation of members' texts (issue 17): a LibreTranslate-compatible server, DeepL.
  TRANSLATE_URL: z
    .url({ protocol: /^https?$/, message: 'Must be an http or https URL' })
    .optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  DEEPL_API_KEY: z.string().optional(),
  // Where the DeepL SDK sends its calls; only tests (a local fake DeepL) set it.
  DEEPL_URL: z.url({ protocol: /^https?$/, message: 'Must be an http or https URL' }).optional(),
});

/** What S3 storage cannot work without; the endpoint is optional (AWS S3 itself needs none). */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_GROUP = [...S3_REQUIRED, 'S3_ENDPOINT'] as const;

/**
 * The variables with the checks that span several: S3 is all or nothing, since a half-set group
 * would silently keep images on one node's disk; Stripe's key and webhook secret come together,
 * since payments taken without verified webhooks would never be fulfilled.
 */
const Env = EnvSchema.superRefine((env, ctx) => {
  if (S3_GROUP.some((name) => env[name] !== undefined)) {
    for (const name of S3_REQUIRED) {
      if (env[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'Required when S3 storage is configured (S3_BUCKET, S3_REGION and both keys)',
        });
      }
    }
  }
  if (env.STRIPE_SECRET_KEY !== undefined && env.STRIPE_WEBHOOK_SECRET === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'Required when STRIPE_SECRET_KEY is set: without it no payment is ever confirmed',
    });
  }
  if (env.STRIPE_WEBHOOK_SECRET !== undefined && env.STRIPE_SECRET_KEY === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'Required when STRIPE_WEBHOOK_SECRET is set (unset both for the test checkout)',
    });
  }
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The most PostgreSQL connections this node opens (one pool per node). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  /**
   * What this deployment's keys (rate limits, presence) and pub/sub channels (Socket.IO, cluster
   * bus) in Redis start with: deployments sharing one Redis keep apart by it.
   */
  redisPrefix: string;
  publicUrl: string | undefined;
  admin: { email: string; password: string | undefined } | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** The built web app; served with a SPA fallback when the folder exists. */
  webDistDir: string;
  trustProxy: boolean;
  seedDemo: boolean;
  /**
   * The key of HMACs every node must compute alike (the rate-limit keys of email addresses).
   * Unset, each process draws its own, which is enough for one node.
   */
  secret: string | undefined;
  rateLimit: {
    /** Requests per minute across the API, per signed-in member or per visitor's IP. */
    max: number;
    /** Sign-in and sign-up attempts per 15 minutes per email; an IP gets ten times as many. */
    authMax: number;
  };
  /**
   * How long a socket counts as live without its node's heartbeat (sent every third of it): the
   * longest a crashed node's members still look online.
   */
  presenceTtlMs: number;
  loadShedding: LoadSheddingSettings;
  /** The bucket images are stored in; unset, they are files under `DATA_DIR/images`. */
  s3: S3Settings | undefined;
  /** Stripe takes the payments; unset, the built-in test checkout does (no money moves). */
  stripe: StripeSettings | undefined;
  /**
   * A trivia service compatible with SPEC §7 the quiz asks first; unset, or when it fails or is
   * slower than the timeout, questions come from the bank.
   */
  quizUpstream: { url: string; timeoutMs: number } | undefined;
  mail: MailSettings;
  /**
   * Machine translation of members' texts: DeepL when its key is set, else a LibreTranslate-
   * compatible server; with neither, the Translate control is absent and the endpoint answers 501.
   */
  translation: TranslationSettings;
}

/**
 * When the node refuses work (503 with Retry-After) rather than queue it: the mean event-loop
 * delay and the event-loop utilization of the last second, each off at 0.
 */
export interface LoadSheddingSettings {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  /**
   * The time even the fastest answer of the last second took above which requests are queueing
   * (for the database, which does not delay the event loop); 0 is off.
   */
  maxQueueMs: number;
  retryAfterSeconds: number;
}

export interface TranslationSettings {
  /** A LibreTranslate-compatible server (`POST {url}/translate`) and its API key, if it wants one. */
  libreTranslate: { url: string; apiKey: string | undefined } | undefined;
  /** DeepL's API key, and its address when it is not DeepL's own (a local fake in tests). */
  deepl: { authKey: string; serverUrl: string | undefined } | undefined;
}

export interface MailSettings {
  /** The SMTP server mail goes through; unset, messages are `.eml` files in `DATA_DIR/outbox`. */
  smtpUrl: string | undefined;
  /** The From header of every message ("One World <no-reply@example.org>"). */
  from: string;
  /**
   * Whether members must confirm their address before they post, comment, message or review
   * (they can always read). Off by default, so SPEC's sign-up → post flow is unchanged.
   */
  requireConfirmation: boolean;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The API's address when it is not Stripe's own (a local fake in tests). */
  apiUrl: string | undefined;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads the environment once; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (as compose files and CI often pass them).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    // The operator reads English: a contract schema's catalog text (ADMIN_PASSWORD's rule) is
    // formatted, the environment's own messages are plain text.
    const english = translatorFor('en');
    const text = (i: (typeof parsed.error.issues)[number]) =>
      parseMessageText(i.message, isMessageId) ? issueText(english, i) : i.message;
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${text(i)}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    publicUrl: e.PUBLIC_URL,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ?? defaultWebDist,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    secret: e.APP_SECRET,
    rateLimit: { max: e.RATE_LIMIT_MAX, authMax: e.AUTH_RATE_LIMIT_MAX },
    presenceTtlMs: e.PRESENCE_TTL_MS,
    loadShedding: {
      // Off in tests: the delay is the process's, and there several apps share one process, so
      // one test's PGlite start-up (seconds of blocking work) would make another's app shed; the
      // answers' times suffer from it alike.
      maxEventLoopDelayMs: e.SHED_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 200),
      maxEventLoopUtilization: e.SHED_LOOP_UTILIZATION,
      maxQueueMs: e.SHED_QUEUE_MS ?? (e.NODE_ENV === 'test' ? 0 : 500),
      retryAfterSeconds: e.SHED_RETRY_AFTER_S,
    },
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    quizUpstream: e.QUIZ_UPSTREAM_URL
      ? { url: e.QUIZ_UPSTREAM_URL, timeoutMs: QUIZ_LIMITS.upstreamTimeoutMs }
      : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      requireConfirmation: e.REQUIRE_EMAIL_CONFIRMATION,
    },
    translation: {
      libreTranslate: e.TRANSLATE_URL
        ? { url: e.TRANSLATE_URL, apiKey: e.TRANSLATE_API_KEY }
        : undefined,
      deepl: e.DEEPL_API_KEY ? { authKey: e.DEEPL_API_KEY, serverUrl: e.DEEPL_URL } : undefined,
    },
  };
}
