// The server the end-to-end tests run against (started by playwright.config.ts): the BUILT app on
// a fresh temporary directory, so every run starts from an empty, freshly seeded database.
// It never builds; `npm test` and `npm run test:e2e` build first.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { root } from './lib.mjs';

const entry = join(root, 'apps/server/dist/main.js');
const webDist = join(root, 'apps/web/dist');
if (!existsSync(entry) || !existsSync(join(webDist, 'index.html'))) {
  console.error('The build is missing: run `npm run build` first.');
  process.exit(1);
}

const require = createRequire(import.meta.url);
const port = process.env.E2E_PORT ?? '4321';
const runDir = mkdtempSync(join(tmpdir(), 'one-world-e2e-'));
const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
// Serve a copy of the web build: a rebuild during the run (another checkout's `npm test`, an
// editor's build) would otherwise swap the hashed assets under the open pages.
const webDir = join(runDir, 'web');
cpSync(webDist, webDir, { recursive: true });
// The file playwright.config.ts waits for: only this server serves it, so a server of another
// run that got the port first is never mistaken for this one.
if (process.env.E2E_RUN_MARKER) {
  writeFileSync(join(webDir, process.env.E2E_RUN_MARKER), 'One World end-to-end run\n');
}
// axe-core, which the tests' accessibility checks load into their pages from here (the path is
// `AXE_SCRIPT` of e2e/support/env.ts, which playwright.config.ts passes).
if (process.env.E2E_AXE_SCRIPT) {
  copyFileSync(require.resolve('axe-core/axe.min.js'), join(webDir, process.env.E2E_AXE_SCRIPT));
}

// The mail the app sends goes to an SMTP server in this process, which writes every message it
// receives as one JSON file into test-results/mail-<port>/ (e2e/support/mail.ts reads them). One
// folder per port, like Playwright's output, so runs in parallel never see each other's mail.
const mailDir = join(root, 'test-results', `mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let received = 0;

/** Writes one parsed message; the rename makes it appear whole to a test polling the folder. */
async function keepMail(stream) {
  const mail = await simpleParser(stream);
  const headers = Object.fromEntries(
    mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
  );
  const addresses = [mail.to ?? []].flat().flatMap((to) => to.value.map((a) => a.address));
  const name = `${Date.now()}-${String(++received).padStart(5, '0')}.json`;
  const body = {
    to: addresses,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    headers,
  };
  writeFileSync(join(mailDir, `${name}.tmp`), JSON.stringify(body, null, 2));
  renameSync(join(mailDir, `${name}.tmp`), join(mailDir, name));
}

const smtp = new SMTPServer({
  // Plain SMTP on the loopback: no certificate to trust, no account to log in with.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    keepMail(stream).then(
      () => callback(),
      (error) => callback(error),
    );
  },
});
await new Promise((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(0, '127.0.0.1', resolve);
});
const smtpPort = smtp.server.address().port;

// Machine translation goes to a fake LibreTranslate in this process (issue 17): it answers each
// text as `[source→target] text`, so e2e/translate.spec.ts can recognise the translation.
const translator = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    let body = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      // answered 404 below, as a real server would refuse it
    }
    if (request.method !== 'POST' || request.url !== '/translate' || !body.q) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    const texts = Array.isArray(body.q) ? body.q : [body.q];
    const source = body.source === 'auto' ? 'es' : body.source;
    const translated = texts.map((text) => `[${source}→${body.target}] ${text}`);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        translatedText: Array.isArray(body.q) ? translated : translated[0],
        ...(body.source === 'auto' ? { detectedLanguage: { confidence: 90, language: 'es' } } : {}),
      }),
    );
  });
});
await new Promise((resolve, reject) => {
  translator.once('error', reject);
  translator.listen(0, '127.0.0.1', resolve);
});
const translatePort = translator.address().port;

const server = spawn(process.execPath, [entry], {
  stdio: 'inherit',
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: join(runDir, 'data'),
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Every test signs up its own users from the same address.
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    // No load shedding: the browsers share the machine's two cores with this server, and their
    // bursts pushed it over the thresholds, so a page load or a request got 503 "The server is
    // busy" in the middle of a test. Shedding is tested on its own (load-shedding.test.ts).
    SHED_LOOP_DELAY_MS: '0',
    SHED_QUEUE_MS: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRANSLATE_URL: `http://127.0.0.1:${translatePort}`,
  },
});

// Playwright stops the process group with SIGTERM; pass it on and clean up once the server is gone.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  smtp.close();
  translator.close();
  removeRunDir();
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});
