import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, startupWarnings } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { purgeExpiredRateLimits } from './plugins/database-rate-limit';
import { createSessionStore } from './plugins/session-store';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const database = openDatabase(config);
  await migrateToLatest(database);
  const app = await buildApp({ config, database, clientDir: path.resolve('dist/client') });
  for (const warning of startupWarnings(config)) app.log.warn(warning);

  const sessions = createSessionStore(database.db);
  const purge = () =>
    Promise.all([
      sessions
        .purgeExpired()
        .catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed')),
      purgeExpiredRateLimits(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'rate limit purge failed'),
      ),
    ]);
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  purgeTimer.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    clearInterval(purgeTimer);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Reminders that reach people while Cairn is closed: one scheduler per process, claims shared.
  app.reminders.start();
  app.log.info(
    `Cairn is serving http://${config.host}:${config.port} on ${database.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Cairn could not start:', error);
  process.exit(1);
});
