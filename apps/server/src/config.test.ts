import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisPrefix).toBe('ow');
    expect(config.admin).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.s3).toBeUndefined();
    expect(config.presenceTtlMs).toBe(30_000);
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/one-world',
      DATABASE_URL: 'postgres://u@db:5432/ow',
      REDIS_URL: 'redis://cache:6379',
      REDIS_PREFIX: 'ow-staging',
      PUBLIC_URL: 'https://oneworld.example',
      ADMIN_EMAIL: 'admin@oneworld.example',
      ADMIN_PASSWORD: 'Sup3rSecret',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      PRESENCE_TTL_MS: '9000',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/one-world',
      databaseUrl: 'postgres://u@db:5432/ow',
      redisUrl: 'redis://cache:6379',
      redisPrefix: 'ow-staging',
      publicUrl: 'https://oneworld.example',
      admin: { email: 'admin@oneworld.example', password: 'Sup3rSecret' },
      trustProxy: true,
      seedDemo: false,
      presenceTtlMs: 9000,
    });
  });

  it('refuses a Redis prefix too long or not of lowercase letters, digits and -', () => {
    for (const prefix of ['a'.repeat(41), 'OW', 'ow:staging', 'ow staging']) {
      expect(() => loadConfig({ REDIS_PREFIX: prefix })).toThrowError(/REDIS_PREFIX: /);
    }
  });

  it('refuses a presence TTL under a second or not a whole number', () => {
    expect(() => loadConfig({ PRESENCE_TTL_MS: '999' })).toThrowError(
      /^Invalid configuration:\n {2}PRESENCE_TTL_MS: Too small/,
    );
    expect(() => loadConfig({ PRESENCE_TTL_MS: '2500.5' })).toThrowError(/PRESENCE_TTL_MS: /);
    expect(() => loadConfig({ PRESENCE_TTL_MS: 'soon' })).toThrowError(/PRESENCE_TTL_MS: /);
  });

  it('reads the database pool size and the load-shedding thresholds', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({}).loadShedding).toEqual({
      maxEventLoopDelayMs: 200,
      maxEventLoopUtilization: 0,
      maxQueueMs: 500,
      retryAfterSeconds: 5,
    });
    const config = loadConfig({
      DATABASE_POOL_SIZE: '25',
      SHED_LOOP_DELAY_MS: '0',
      SHED_LOOP_UTILIZATION: '0.95',
      SHED_RETRY_AFTER_S: '30',
      SHED_QUEUE_MS: '0',
    });
    expect(config.databasePoolSize).toBe(25);
    expect(config.loadShedding).toEqual({
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0.95,
      maxQueueMs: 0,
      retryAfterSeconds: 30,
    });
    // Tests run several apps in one process: one's blocking start-up would make another shed.
    expect(loadConfig({ NODE_ENV: 'test' }).loadShedding.maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).loadShedding.maxQueueMs).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'test', SHED_LOOP_DELAY_MS: '300' }).loadShedding.maxEventLoopDelayMs,
    ).toBe(300);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrowError(/DATABASE_POOL_SIZE: /);
    expect(() => loadConfig({ SHED_LOOP_UTILIZATION: '1.5' })).toThrowError(
      /SHED_LOOP_UTILIZATION: /,
    );
    expect(() => loadConfig({ SHED_RETRY_AFTER_S: '0' })).toThrowError(/SHED_RETRY_AFTER_S: /);
  });

  it('lists every bad variable in one readable error', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrowError(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: /,
    );
  });

  it('holds ADMIN_PASSWORD to the sign-up password rule', () => {
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'a@example.test', ADMIN_PASSWORD: 'lowercase1' }),
    ).toThrowError(
      'Invalid configuration:\n  ADMIN_PASSWORD: Password must contain at least 1 capital letter',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Ab1' })).toThrowError(
      /ADMIN_PASSWORD: Password must be at least \d+ characters/,
    );
  });

  const s3Env = {
    S3_BUCKET: 'one-world-images',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('reads S3 storage, with an optional endpoint and path-style switch', () => {
    expect(loadConfig(s3Env).s3).toEqual({
      bucket: 'one-world-images',
      region: 'eu-central-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...s3Env,
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toMatchObject({ endpoint: 'http://minio.internal:9000', forcePathStyle: true });
  });

  it('requires the bucket, region and both keys together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'one-world-images', S3_ACCESS_KEY_ID: '' })).toThrowError(
      /^Invalid configuration:\n {2}S3_REGION: Required when .*\n {2}S3_ACCESS_KEY_ID: .*\n {2}S3_SECRET_ACCESS_KEY: .*$/,
    );
    expect(() => loadConfig({ ...s3Env, S3_BUCKET: undefined })).toThrowError(
      /^Invalid configuration:\n {2}S3_BUCKET: Required when S3 storage is configured/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrowError(
      /S3_BUCKET: Required/,
    );
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'minio.internal' })).toThrowError(
      /S3_ENDPOINT: Must be an http or https URL/,
    );
  });

  it('reads Stripe settings, and without them leaves payments to the test checkout', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_456' }).stripe,
    ).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_456', apiUrl: undefined });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_456',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).stripe?.apiUrl,
    ).toBe('http://127.0.0.1:12111');
  });

  it('reads the optional trivia service the quiz asks before its bank', () => {
    expect(loadConfig({}).quizUpstream).toBeUndefined();
    expect(loadConfig({ QUIZ_UPSTREAM_URL: 'https://opentdb.com/api.php' }).quizUpstream).toEqual({
      url: 'https://opentdb.com/api.php',
      timeoutMs: 3000,
    });
    expect(() => loadConfig({ QUIZ_UPSTREAM_URL: 'opentdb.com' })).toThrowError(
      /QUIZ_UPSTREAM_URL: Must be an http or https URL/,
    );
  });

  it('reads the mailer: SMTP_URL, MAIL_FROM and REQUIRE_EMAIL_CONFIRMATION', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'One World <no-reply@one-world.local>',
      requireConfirmation: false,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
        MAIL_FROM: 'One World <hello@oneworld.example>',
        REQUIRE_EMAIL_CONFIRMATION: 'true',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.org:465',
      from: 'One World <hello@oneworld.example>',
      requireConfirmation: true,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://smtp.example.org:587' }).mail.smtpUrl).toBe(
      'smtp://smtp.example.org:587',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.org' })).toThrowError(
      /SMTP_URL: Must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ REQUIRE_EMAIL_CONFIRMATION: 'yes' })).toThrowError(
      /REQUIRE_EMAIL_CONFIRMATION/,
    );
  });

  it('reads the translation providers: TRANSLATE_URL with its key, DEEPL_API_KEY', () => {
    expect(loadConfig({}).translation).toEqual({ libreTranslate: undefined, deepl: undefined });
    expect(
      loadConfig({
        TRANSLATE_URL: 'https://translate.example.org',
        TRANSLATE_API_KEY: 'lt-key',
        DEEPL_API_KEY: 'deepl-key:fx',
        DEEPL_URL: 'http://127.0.0.1:4000',
      }).translation,
    ).toEqual({
      libreTranslate: { url: 'https://translate.example.org', apiKey: 'lt-key' },
      deepl: { authKey: 'deepl-key:fx', serverUrl: 'http://127.0.0.1:4000' },
    });
    // A key alone configures nothing: it belongs to a server.
    expect(loadConfig({ TRANSLATE_API_KEY: 'lt-key' }).translation.libreTranslate).toBeUndefined();
    expect(() => loadConfig({ TRANSLATE_URL: 'translate.example.org' })).toThrowError(
      /TRANSLATE_URL: Must be an http or https URL/,
    );
  });

  it('requires the Stripe key and the webhook secret together', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrowError(
      /^Invalid configuration:\n {2}STRIPE_WEBHOOK_SECRET: Required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_456' })).toThrowError(
      /^Invalid configuration:\n {2}STRIPE_SECRET_KEY: Required when STRIPE_WEBHOOK_SECRET is set/,
    );
  });
});
