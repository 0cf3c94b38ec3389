import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Password } from '@one-world/contract';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { adminSeed } from '../../seed/admin';
import { signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { ensureAdmin } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueEmail = () => `admin-${randomUUID()}@example.test`;

function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email, password } });
}

async function adminsWithEmail(email: string) {
  return t.app.ctx.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
}

/** A logger whose lines the test can read. */
function captureLog() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return { log, lines };
}

describe('ensureAdmin (shared by the seed step and the CLI)', () => {
  it('creates an admin with the given password', async () => {
    const email = uniqueEmail();
    const result = await ensureAdmin(t.app.ctx.db, { email, name: 'Root', password: 'Strong123' });
    expect(result).toMatchObject({
      outcome: 'created',
      user: { email, name: 'Root', role: 'admin' },
    });
    expect(result.generatedPassword).toBeUndefined();
    const res = await signIn(email, 'Strong123');
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it('generates a strong password when none is given', async () => {
    const email = uniqueEmail();
    const result = await ensureAdmin(t.app.ctx.db, { email });
    expect(result.outcome).toBe('created');
    expect(result.user.name).toBe('Admin');
    const password = result.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(Password.safeParse(password).success).toBe(true);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('promotes an existing member (any email case) and keeps their password', async () => {
    const { user } = await signUp(t.app, { password: 'Member123' });
    const result = await ensureAdmin(t.app.ctx.db, {
      email: user.email.toUpperCase(),
      password: 'Ignored123',
    });
    expect(result).toMatchObject({ outcome: 'promoted', user: { id: user._id, role: 'admin' } });
    expect(result.generatedPassword).toBeUndefined();
    const res = await signIn(user.email, 'Member123');
    expect(res.json().role).toBe('admin');
    expect((await signIn(user.email, 'Ignored123')).statusCode).toBe(401);
  });

  it('leaves an existing admin unchanged', async () => {
    const email = uniqueEmail();
    await ensureAdmin(t.app.ctx.db, { email });
    const again = await ensureAdmin(t.app.ctx.db, { email });
    expect(again.outcome).toBe('unchanged');
    expect(await adminsWithEmail(email)).toHaveLength(1);
  });

  it('refuses bad input with one readable line', async () => {
    await expect(ensureAdmin(t.app.ctx.db, { email: 'nope' })).rejects.toThrow(
      'email: Enter a valid email address',
    );
    await expect(
      ensureAdmin(t.app.ctx.db, { email: uniqueEmail(), password: 'lowercase1' }),
    ).rejects.toThrow('password: Password must contain at least 1 capital letter');
  });
});

describe('admin seed step', () => {
  it('does nothing without ADMIN_EMAIL', async () => {
    const before = await t.app.ctx.db.$count(users);
    const { log, lines } = captureLog();
    await adminSeed.run({ ...t.app.ctx, config: { ...t.app.ctx.config, admin: undefined } }, log);
    expect(await t.app.ctx.db.$count(users)).toBe(before);
    expect(lines).toEqual([]);
  });

  it('is idempotent and logs a generated password exactly once', async () => {
    const email = uniqueEmail();
    const ctx = {
      ...t.app.ctx,
      config: { ...t.app.ctx.config, admin: { email, password: undefined } },
    };
    const { log, lines } = captureLog();
    await adminSeed.run(ctx, log);
    await adminSeed.run(ctx, log);
    const admins = await adminsWithEmail(email);
    expect(admins).toEqual([{ id: expect.any(String), role: 'admin' }]);
    expect(lines).toHaveLength(1);
    const password = /one-time generated password: (\S+)/.exec(lines[0] ?? '')?.[1] ?? '';
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('promotes an existing member named by ADMIN_EMAIL', async () => {
    const { user } = await signUp(t.app);
    const ctx = {
      ...t.app.ctx,
      config: { ...t.app.ctx.config, admin: { email: user.email, password: 'Whatever1' } },
    };
    const { log, lines } = captureLog();
    await adminSeed.run(ctx, log);
    await adminSeed.run(ctx, log);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.role).toBe('admin');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual([`Promoted ${user.email} to admin`]);
  });
});

/**
 * Five CLI processes, each compiling the server with tsx and opening PGlite (the first one also
 * migrates): about 13 s on the idle machine, over a minute on one loaded by another suite. The
 * limit is for a hang, not a speed check.
 */
const CLI_TIMEOUT_MS = 180_000;

// On PGlite by design (its own DATA_DIR, no DATABASE_URL): the PostgreSQL run (`npm run
// test:integration:pg`) would repeat it unchanged.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm run admin (CLI)', () => {
  const root = fileURLToPath(new URL('../../../../../', import.meta.url));
  const run = promisify(execFile);

  it(
    'creates an admin with a printed one-time password, then reports nothing to change',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ow-admin-cli-'));
      // A clean environment: the CLI must not pick up the developer's database or admin settings.
      const env: Record<string, string | undefined> = {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      };
      const cli = (...args: string[]) =>
        run(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/cli/admin.ts', ...args], {
          cwd: root,
          env,
        });
      try {
        const created = await cli('create', 'Chief@Example.test', '--name', 'Chief');
        expect(created.stdout).toContain('Created the admin account Chief@Example.test.');
        expect(created.stdout).toMatch(/One-time password: \S{20,}/);
        const again = await cli('create', 'chief@example.test');
        expect(again.stdout.trim()).toBe(
          'Chief@Example.test is already an admin; nothing changed.',
        );
        await expect(cli('create')).rejects.toMatchObject({ code: 2 });

        // Operators without mail: a reset link from PUBLIC_URL, and nothing for an unknown address.
        env.PUBLIC_URL = 'https://world.example.org';
        const link = await cli('reset-link', 'chief@example.test');
        expect(link.stdout).toMatch(
          /^https:\/\/world\.example\.org\/auth\/reset\?token=[A-Za-z0-9_-]{43}$/m,
        );
        await expect(cli('reset-link', 'nobody@example.test')).rejects.toMatchObject({ code: 1 });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    CLI_TIMEOUT_MS,
  );
});
