import { buildApp } from './app';
import { loadConfig } from './config';
import { mapStackTracesLazily } from './lib/stack-traces';
import { seed } from './seed';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  mapStackTracesLazily(import.meta.url);
  const config = loadConfig();
  const app = await buildApp(config);
  try {
    await seed(app.ctx, app.log);
  } catch (err) {
    // Close the database (and Redis) before the process exits non-zero.
    await app.close().catch(() => undefined);
    throw err;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
