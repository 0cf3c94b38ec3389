/**
 * Security headers on every kind of answer (the HTML page, the API, its errors, static assets):
 * a CSP without `unsafe-inline` scripts and with `frame-ancestors`, `nosniff`, a Referrer-Policy;
 * and `npm audit --omit=dev --audit-level=high` clean.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../apps/server/src/test/harness';

const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: WEB_DIST });
});
afterAll(() => t.close());

/** The CSP's directives by name: `script-src` → ["'self'"]. */
function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers', () => {
  const script = readdirSync(join(WEB_DIST, 'assets')).find((name) => name.endsWith('.js'));
  const answers = [
    ['the HTML page', 'GET', '/', {}],
    ['a page of the client router', 'GET', '/boards/climate', {}],
    ['the API', 'GET', '/api/session', {}],
    ['an API error', 'GET', '/api/nowhere', {}],
    ['a refused write', 'POST', '/api/posts', { origin: 'https://evil.example' }],
    ['a script asset', 'GET', `/assets/${script}`, {}],
    ['an image asset', 'GET', '/images/default-avatar.svg', {}],
    ['the API docs', 'GET', '/api/docs/', {}],
  ] as const;

  it.each(answers)('on %s', async (_name, method, url, headers) => {
    const res = await t.app.inject({ method, url, headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    const csp = directives(res.headers['content-security-policy'] as string | undefined);
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    expect(scripts, 'a script-src (or default-src)').toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
    // No framing by another site ('self' on the API docs, whose UI sets its own CSP).
    expect([["'none'"], ["'self'"]]).toContainEqual(csp.get('frame-ancestors'));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(
      /^(no-referrer|strict-origin(-when-cross-origin)?|same-origin)$/,
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serve the page and the assets themselves (the checks above saw real files)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const asset = await t.app.inject({ method: 'GET', url: `/assets/${script}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });
});

describe('npm audit --omit=dev --audit-level=high', () => {
  it('finds no high or critical vulnerability in the production dependencies', async (ctx) => {
    // npm exits non-zero both for findings and for an unreachable advisory service; the JSON
    // report tells them apart.
    const { stdout } = await promisify(execFile)(
      'npm',
      ['audit', '--omit=dev', '--audit-level=high', '--json'],
      { cwd: ROOT, timeout: 90_000, maxBuffer: 32 * 1024 * 1024 },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout || '{}') as {
      metadata?: { vulnerabilities: Record<string, number> };
      message?: string;
    };
    if (!report.metadata) {
      ctx.skip(`npm audit could not get advisories from the registry: ${report.message ?? stdout}`);
      return;
    }
    const { high = 0, critical = 0 } = report.metadata.vulnerabilities;
    expect({ high, critical }, JSON.stringify(report.metadata.vulnerabilities)).toEqual({
      high: 0,
      critical: 0,
    });
  });
});
