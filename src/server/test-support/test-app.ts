import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import webpush from 'web-push';
import { MEDIA_QUOTA_BYTES_DEFAULT } from '@core/media';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from './test-database';

/** One VAPID pair per test process: making one costs little, but there is no need to repeat it. */
const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    sessionSecret: 'test-secret-that-is-long-enough-for-cookies-0123456789',
    adminEmails: new Set(),
    logLevel: 'silent',
    trustProxy: false,
    smtpUrl: undefined,
    publicUrl: undefined,
    supportEmail: undefined,
    authRateLimitPerIp: 1000,
    supportRateLimitPerIp: 1000,
    biometricUploadMaxBytes: 64 * 1024 * 1024,
    mediaQuotaBytes: MEDIA_QUOTA_BYTES_DEFAULT,
    // Nothing listens on port 9 here: no test reaches Open-Meteo, and one that forgets to start
    // the fake (test-support/fake-open-meteo.ts) fails fast with "connection refused".
    weather: {
      enabled: true,
      forecastUrl: 'http://127.0.0.1:9/v1/forecast',
      archiveUrl: 'http://127.0.0.1:9/v1/archive',
      geocodingUrl: 'http://127.0.0.1:9/v1/search',
    },
    // The fake push service (fake-push-service.ts) listens on plain http.
    push: {
      ...TEST_VAPID_KEYS,
      subject: 'mailto:reminders@example.org',
      allowHttpEndpoints: true,
    },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  testDatabase: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database, driven through app.inject. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    clientDir?: string;
    /** Receives the app's log lines (JSON), at config.logLevel. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const { database } = testDatabase;
  await migrateToLatest(database);
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    clientDir: options.clientDir,
    logger: options.logStream ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    testDatabase,
    config,
    async close() {
      await app.close();
      await database.close();
      await testDatabase.dispose();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Every Set-Cookie line of a response (the header is a string when there is only one). */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** The `name=value` pair of the session cookie a response set, for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const session = setCookies(response).find((c) => c.startsWith('cairn_session='));
  if (!session) throw new Error(`no session cookie in response (${response.statusCode})`);
  return session.split(';')[0]!;
}

export async function registerUser(
  app: FastifyInstance,
  input: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    timeZone?: string;
  } = {},
) {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...input, email, password },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return {
    email,
    password,
    cookie: sessionCookie(response),
    user: response.json() as { id: string; email: string },
  };
}
