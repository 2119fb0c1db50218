import { randomBytes } from 'node:crypto';
import webpush from 'web-push';

/** A PostgreSQL URL whose connections use `schema` (a schema of one test or bench run). */
export function urlInSchema(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/**
 * The environment every instance of one deployment on `schema` shares (README "Running on
 * PostgreSQL", docs/deploy.md): the database, the session secret and the VAPID key pair. Only
 * the port and the data directory are each instance's own.
 */
export function sharedInstanceEnv(databaseUrl: string, schema: string): Record<string, string> {
  const vapid = webpush.generateVAPIDKeys();
  return {
    DATABASE_URL: urlInSchema(databaseUrl, schema),
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:support@example.org',
    WEATHER: 'off',
  };
}
