import { fileURLToPath } from 'node:url';
import { Password } from '@one-world/contract';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
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
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
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
    /** Requests per minute per IP across the API. */
    max: number;
    /** Sign-in and sign-up attempts per 15 minutes, per IP and per email. */
    authMax: number;
  };
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads the environment once; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (as compose files and CI often pass them).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ?? defaultWebDist,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    secret: e.APP_SECRET,
    rateLimit: { max: e.RATE_LIMIT_MAX, authMax: e.AUTH_RATE_LIMIT_MAX },
  };
}
