import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { normalizeEmail } from '@core/auth';
import { BILLING_MODES, type BillingMode } from '@core/billing/entitlements';
import { DEFAULT_UPLOAD_MAX_MB } from '@core/biometrics/constants';
import { MEDIA_QUOTA_MB_DEFAULT } from '@core/media';
import {
  defaultVapidSubject,
  readOrCreateVapidKeys,
  vapidKeyProblems,
} from './features/push/vapid-keys';
import {
  DEFAULT_SQLITE_SYNCHRONOUS,
  SQLITE_SYNCHRONOUS_LEVELS,
  type SqliteSynchronous,
} from './db/sqlite-driver';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const httpUrl = (fallback: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^/]/, { error: 'must start with http:// or https:// and name a host' })
    .default(fallback);

const stripePriceId = z
  .string()
  .regex(/^price_\w+$/, { error: 'must be a Stripe price id (price_...)' });

const httpsUrl = z
  .string()
  .regex(/^https?:\/\/[^/]/, { error: 'must start with http:// or https:// and name a host' })
  .refine((value) => URL.canParse(value), { error: 'must be a URL' });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  SQLITE_SYNCHRONOUS: z
    .enum(SQLITE_SYNCHRONOUS_LEVELS, { error: 'must be group, full or normal' })
    .default(DEFAULT_SQLITE_SYNCHRONOUS),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ADMIN_EMAILS: z.string().default(''),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, { error: 'must start with smtp:// or smtps:// and name a host' })
    .optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]/, { error: 'must start with http:// or https:// and name a host' })
    .refine((value) => URL.canParse(value), { error: 'must be a URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  SUPPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  BIOMETRIC_UPLOAD_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(1, { error: 'must be at least 1' })
    .default(DEFAULT_UPLOAD_MAX_MB),
  MEDIA_QUOTA_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(1, { error: 'must be at least 1' })
    .default(MEDIA_QUOTA_MB_DEFAULT),
  WEATHER: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  WEATHER_FORECAST_URL: httpUrl('https://api.open-meteo.com/v1/forecast'),
  WEATHER_ARCHIVE_URL: httpUrl('https://archive-api.open-meteo.com/v1/archive'),
  WEATHER_GEOCODING_URL: httpUrl('https://geocoding-api.open-meteo.com/v1/search'),
  BILLING: z.enum(BILLING_MODES, { error: 'must be off or stripe' }).default('off'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, {
      error: 'must be a Stripe secret key (sk_live_... or sk_test_...)',
    })
    .optional(),
  STRIPE_PRICE_MONTHLY: stripePriceId.optional(),
  STRIPE_PRICE_ANNUAL: stripePriceId.optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_...)' })
    .optional(),
  STRIPE_API_URL: httpUrl('https://api.stripe.com'),
  REVENUECAT_SECRET_KEY: z
    .string()
    .min(8, { error: 'must be a RevenueCat secret API key' })
    .optional(),
  REVENUECAT_WEBHOOK_AUTH: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .optional(),
  REVENUECAT_API_URL: httpUrl('https://api.revenuecat.com/v1'),
  APP_STORE_URL: httpsUrl.optional(),
  GOOGLE_PLAY_URL: httpsUrl.optional(),
  PUSH_ALLOW_HTTP_ENDPOINTS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false'),
  REMINDER_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(1, { error: 'must be at least 1' })
    .max(60, { error: 'must be at most 60' })
    .default(60),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s/]+@[^@\s/]+|https:\/\/[^/\s]+\S*)$/, {
      error: 'must be a mailto: address or an https:// URL',
    })
    .refine((value) => URL.canParse(value), {
      error: 'must be a mailto: address or an https:// URL',
    })
    .optional(),
});

/** An empty variable (`DATABASE_URL=`) means the same as an unset one. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * How hard the embedded database waits for the disk on each commit (SQLITE_SYNCHRONOUS;
   * docs/decisions/0029). Optional so test configurations need not name it.
   */
  sqliteSynchronous?: SqliteSynchronous;
  sessionSecret: string;
  adminEmails: ReadonlySet<string>;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  smtpUrl: string | undefined;
  supportEmail: string | undefined;
  /**
   * Where people reach Cairn (no trailing slash), for links in e-mails to clinicians; without
   * it a link uses the origin of the request that made it. Optional in the type so test
   * configurations need not name it.
   */
  publicUrl: string | undefined;
  /** Sign-in and registration attempts allowed per IP address in each 15-minute window. */
  authRateLimitPerIp: number;
  /** Support requests accepted per IP address in each hour. */
  supportRateLimitPerIp: number;
  weather: WeatherConfig;
  /** Plans and payments (README "Plans and billing"). Optional so test configurations need not name it. */
  billing?: BillingConfig;
  /** The largest Apple Health export or CSV file taken, in bytes (BIOMETRIC_UPLOAD_MAX_MB). */
  biometricUploadMaxBytes: number;
  /** How much voice notes and photos one account may keep, in bytes (MEDIA_QUOTA_MB). */
  mediaQuotaBytes: number;
  /** Web Push (README "Reminders"). Optional so test configurations need not name it. */
  push?: PushConfig;
  /** How often the reminder scheduler looks, in seconds (60; the browser tests use less). */
  reminderIntervalSeconds?: number;
  /**
   * Which secrets were not in the environment and so were read from (or made in) DATA_DIR.
   * Optional so test configurations need not name it.
   */
  fromDataDir?: { sessionSecret: boolean; vapidKeys: boolean };
}

/** The VAPID key pair that signs push messages, and the contact push services see. */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: (RFC 8292). */
  subject: string;
  /**
   * Take plain-http push endpoints (a local fake push service in tests). Off by default: real
   * browsers only hand out https ones, and an http address could point the server at machines
   * inside its own network.
   */
  allowHttpEndpoints?: boolean;
}

/** Open-Meteo's endpoints (README "Weather"); `enabled: false` turns weather off for everyone. */
export interface WeatherConfig {
  enabled: boolean;
  forecastUrl: string;
  archiveUrl: string;
  geocodingUrl: string;
}

/**
 * `mode: 'off'`: every account has every feature. `'stripe'`: the free plan's limits apply and
 * premium is sold through Stripe Checkout; mobile purchases are verified when RevenueCat is set.
 */
export interface BillingConfig {
  mode: BillingMode;
  stripe: StripeConfig | undefined;
  revenueCat: RevenueCatConfig | undefined;
  storeLinks: { appStore: string | null; googlePlay: string | null };
}

export interface StripeConfig {
  secretKey: string;
  prices: { monthly: string; annual: string };
  webhookSecret: string;
  /** https://api.stripe.com, or a local fake in tests. */
  apiUrl: string;
}

export interface RevenueCatConfig {
  secretKey: string;
  /** The Authorization header value RevenueCat's webhook sends; without it no webhook is taken. */
  webhookAuth: string | undefined;
  apiUrl: string;
}

export const BILLING_OFF: BillingConfig = {
  mode: 'off',
  stripe: undefined,
  revenueCat: undefined,
  storeLinks: { appStore: null, googlePlay: null },
};

export class ConfigError extends Error {}

type Env = z.output<typeof envSchema>;

/** BILLING=stripe needs all four Stripe values; a missing one stops the server, named. */
function billingConfig(e: Env): BillingConfig {
  const storeLinks = { appStore: e.APP_STORE_URL ?? null, googlePlay: e.GOOGLE_PLAY_URL ?? null };
  const revenueCat = e.REVENUECAT_SECRET_KEY
    ? {
        secretKey: e.REVENUECAT_SECRET_KEY,
        webhookAuth: e.REVENUECAT_WEBHOOK_AUTH,
        apiUrl: e.REVENUECAT_API_URL.replace(/\/+$/, ''),
      }
    : undefined;
  if (e.BILLING === 'off') return { ...BILLING_OFF, revenueCat, storeLinks };
  const required = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PRICE_MONTHLY: e.STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_ANNUAL: e.STRIPE_PRICE_ANNUAL,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  };
  const missing = Object.entries(required).filter(([, value]) => !value);
  if (missing.length > 0) {
    const lines = missing.map(([name]) => `  ${name}: is required when BILLING=stripe`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    mode: 'stripe',
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY!,
      prices: { monthly: e.STRIPE_PRICE_MONTHLY!, annual: e.STRIPE_PRICE_ANNUAL! },
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      apiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
    },
    revenueCat,
    storeLinks,
  };
}

/**
 * Both VAPID keys or neither: without them a pair is made once and kept in DATA_DIR. One alone,
 * a malformed one or two halves of different pairs stop the server, named.
 */
function pushConfig(e: Env, dataDir: string): PushConfig {
  const supportEmail = e.SUPPORT_EMAIL ? normalizeEmail(e.SUPPORT_EMAIL) : undefined;
  const subject = e.VAPID_SUBJECT ?? defaultVapidSubject(supportEmail, e.PUBLIC_URL);
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (!publicKey && !privateKey) {
    try {
      return { ...readOrCreateVapidKeys(dataDir), subject };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ConfigError(`Invalid configuration:\n  VAPID keys: ${message}`);
    }
  }
  const lines: string[] = [];
  if (!publicKey) lines.push('  VAPID_PUBLIC_KEY: is required when VAPID_PRIVATE_KEY is set');
  if (!privateKey) lines.push('  VAPID_PRIVATE_KEY: is required when VAPID_PUBLIC_KEY is set');
  if (publicKey && privateKey) {
    const problems = vapidKeyProblems({ publicKey, privateKey });
    if (problems.publicKey) lines.push(`  VAPID_PUBLIC_KEY: ${problems.publicKey}`);
    if (problems.privateKey) lines.push(`  VAPID_PRIVATE_KEY: ${problems.privateKey}`);
  }
  if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  return { publicKey: publicKey!, privateKey: privateKey!, subject };
}

/** Reads the environment once at start-up; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    adminEmails: parseAdminEmails(e.ADMIN_EMAILS),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    smtpUrl: e.SMTP_URL || undefined,
    supportEmail: e.SUPPORT_EMAIL ? normalizeEmail(e.SUPPORT_EMAIL) : undefined,
    publicUrl: e.PUBLIC_URL,
    authRateLimitPerIp: e.AUTH_RATE_LIMIT,
    supportRateLimitPerIp: e.SUPPORT_RATE_LIMIT,
    biometricUploadMaxBytes: e.BIOMETRIC_UPLOAD_MAX_MB * 1024 * 1024,
    mediaQuotaBytes: e.MEDIA_QUOTA_MB * 1024 * 1024,
    billing: billingConfig(e),
    push: { ...pushConfig(e, dataDir), allowHttpEndpoints: e.PUSH_ALLOW_HTTP_ENDPOINTS === 'true' },
    reminderIntervalSeconds: e.REMINDER_INTERVAL_SECONDS,
    fromDataDir: {
      sessionSecret: !e.SESSION_SECRET,
      vapidKeys: !e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY,
    },
    weather: {
      enabled: e.WEATHER === 'on',
      forecastUrl: e.WEATHER_FORECAST_URL,
      archiveUrl: e.WEATHER_ARCHIVE_URL,
      geocodingUrl: e.WEATHER_GEOCODING_URL,
    },
  };
}

/**
 * What start-up should warn about. On PostgreSQL several instances may share the database, and
 * each one would make its own secret in its own DATA_DIR: a session cookie signed by one would be
 * refused by the next (the sessions themselves are in the database), and so would an unsubscribe
 * link; a browser subscribed to reminders through one would get no push sent by another.
 */
export function startupWarnings(config: Config): string[] {
  if (!config.databaseUrl) return [];
  const warnings: string[] = [];
  if (config.fromDataDir?.sessionSecret) {
    warnings.push(
      'DATABASE_URL is set but SESSION_SECRET is not: this instance signs cookies with a secret ' +
        `kept in ${config.dataDir}. Several instances on one database must share one ` +
        'SESSION_SECRET, or a sign-in on one is not recognised by the others.',
    );
  }
  if (config.fromDataDir?.vapidKeys) {
    warnings.push(
      'DATABASE_URL is set but VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not: this instance ' +
        `uses push keys kept in ${config.dataDir}. Several instances on one database must share ` +
        'one pair, or reminders pushed by one do not reach browsers subscribed through another.',
    );
  }
  return warnings;
}

export function parseAdminEmails(list: string): ReadonlySet<string> {
  return new Set(
    list
      .split(',')
      .map((email) => normalizeEmail(email))
      .filter(Boolean),
  );
}

/** Without SESSION_SECRET a random one is generated once and kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process starting at the same moment wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return readFileSync(file, 'utf8').trim();
    }
    throw error;
  }
}
