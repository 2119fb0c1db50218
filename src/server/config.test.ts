import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig, startupWarnings } from './config';
import {
  generateVapidKeys,
  PLACEHOLDER_VAPID_SUBJECT,
  VAPID_KEYS_FILE,
  vapidKeyProblems,
} from './features/push/vapid-keys';

/**
 * A session secret, and a data directory of the tests' own: without VAPID keys in the
 * environment a pair is made and kept in DATA_DIR, which must not be the working directory's.
 */
const QUIET = {
  SESSION_SECRET: 's'.repeat(32),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cairn-config-')),
};

describe('loadConfig', () => {
  it('uses the documented defaults and keeps a generated secret in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      authRateLimitPerIp: 50,
      supportRateLimitPerIp: 10,
      smtpUrl: undefined,
      supportEmail: undefined,
      publicUrl: undefined,
      biometricUploadMaxBytes: 4096 * 1024 * 1024,
      weather: {
        enabled: true,
        forecastUrl: 'https://api.open-meteo.com/v1/forecast',
        archiveUrl: 'https://archive-api.open-meteo.com/v1/archive',
        geocodingUrl: 'https://geocoding-api.open-meteo.com/v1/search',
      },
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ ...QUIET, DATABASE_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(5000);
  });

  it('reads ADMIN_EMAILS as a case-insensitive list', () => {
    const config = loadConfig({
      ...QUIET,
      ADMIN_EMAILS: ' A@x.test, b@Y.test ,',
    });
    expect([...config.adminEmails]).toEqual(['a@x.test', 'b@y.test']);
  });

  it('reads the support e-mail settings', () => {
    const config = loadConfig({
      ...QUIET,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      SUPPORT_EMAIL: 'Help@Example.com',
      SUPPORT_RATE_LIMIT: '3',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      supportEmail: 'help@example.com',
      supportRateLimitPerIp: 3,
    });
  });

  it('refuses an SMTP_URL that is not smtp(s) and a SUPPORT_EMAIL that is not an address', () => {
    expect(() => loadConfig({ ...QUIET, SMTP_URL: 'mail.example.com' })).toThrow(
      /SMTP_URL: must start with smtp:\/\//,
    );
    expect(() => loadConfig({ ...QUIET, SUPPORT_EMAIL: 'support' })).toThrow(
      /SUPPORT_EMAIL: must be an e-mail address/,
    );
    expect(() => loadConfig({ ...QUIET, SUPPORT_RATE_LIMIT: '0' })).toThrow(/SUPPORT_RATE_LIMIT/);
  });

  it('reads PUBLIC_URL without its trailing slashes, path kept', () => {
    const secret = { ...QUIET };
    expect(loadConfig({ ...secret, PUBLIC_URL: 'https://cairn.example.org/' }).publicUrl).toBe(
      'https://cairn.example.org',
    );
    expect(loadConfig({ ...secret, PUBLIC_URL: 'http://10.0.0.2:5000/pain//' }).publicUrl).toBe(
      'http://10.0.0.2:5000/pain',
    );
    expect(loadConfig({ ...secret, PUBLIC_URL: '' }).publicUrl).toBeUndefined();
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    const secret = { ...QUIET };
    for (const bad of ['cairn.example.org', 'ftp://cairn.example.org', 'https:///path']) {
      expect(() => loadConfig({ ...secret, PUBLIC_URL: bad }), bad).toThrow(
        /PUBLIC_URL: must start with http:\/\/ or https:\/\//,
      );
    }
  });

  it('reads the weather switch and the Open-Meteo addresses', () => {
    const config = loadConfig({
      ...QUIET,
      WEATHER: 'off',
      WEATHER_FORECAST_URL: 'http://127.0.0.1:8080/v1/forecast',
      WEATHER_ARCHIVE_URL: 'http://127.0.0.1:8080/v1/archive',
      WEATHER_GEOCODING_URL: 'https://geo.example.com/v1/search',
    });
    expect(config.weather).toEqual({
      enabled: false,
      forecastUrl: 'http://127.0.0.1:8080/v1/forecast',
      archiveUrl: 'http://127.0.0.1:8080/v1/archive',
      geocodingUrl: 'https://geo.example.com/v1/search',
    });
    expect(loadConfig({ ...QUIET, WEATHER: 'on' }).weather.enabled).toBe(true);
  });

  it('refuses a WEATHER other than on or off, and weather addresses that are not http(s)', () => {
    expect(() => loadConfig({ ...QUIET, WEATHER: 'yes' })).toThrow(/WEATHER: must be on or off/);
    for (const name of ['WEATHER_FORECAST_URL', 'WEATHER_ARCHIVE_URL', 'WEATHER_GEOCODING_URL']) {
      expect(() => loadConfig({ ...QUIET, [name]: 'api.open-meteo.com/v1' })).toThrow(
        new RegExp(`${name}: must start with http:// or https://`),
      );
    }
  });

  it('reads BIOMETRIC_UPLOAD_MAX_MB in megabytes and refuses anything but a whole number from 1', () => {
    const config = loadConfig({ ...QUIET, BIOMETRIC_UPLOAD_MAX_MB: '512' });
    expect(config.biometricUploadMaxBytes).toBe(512 * 1024 * 1024);
    for (const bad of ['0', '1.5', 'lots']) {
      expect(() => loadConfig({ ...QUIET, BIOMETRIC_UPLOAD_MAX_MB: bad })).toThrow(
        /BIOMETRIC_UPLOAD_MAX_MB: must be/,
      );
    }
  });

  it('reads MEDIA_QUOTA_MB in megabytes, 500 unless set, and refuses anything but a whole number from 1', () => {
    expect(loadConfig(QUIET).mediaQuotaBytes).toBe(500 * 1024 * 1024);
    expect(loadConfig({ ...QUIET, MEDIA_QUOTA_MB: '2048' }).mediaQuotaBytes).toBe(
      2048 * 1024 * 1024,
    );
    const messages: Array<[string, string]> = [
      ['0', 'MEDIA_QUOTA_MB: must be at least 1'],
      ['-5', 'MEDIA_QUOTA_MB: must be at least 1'],
      ['1.5', 'MEDIA_QUOTA_MB: must be a whole number of megabytes'],
      ['lots', 'MEDIA_QUOTA_MB: must be a number of megabytes'],
    ];
    for (const [bad, message] of messages) {
      expect(() => loadConfig({ ...QUIET, MEDIA_QUOTA_MB: bad })).toThrow(message);
    }
  });

  it('reads SQLITE_SYNCHRONOUS, group unless it says full or normal, and refuses any other level', () => {
    expect(loadConfig(QUIET).sqliteSynchronous).toBe('group');
    expect(loadConfig({ ...QUIET, SQLITE_SYNCHRONOUS: 'group' }).sqliteSynchronous).toBe('group');
    expect(loadConfig({ ...QUIET, SQLITE_SYNCHRONOUS: 'normal' }).sqliteSynchronous).toBe('normal');
    expect(loadConfig({ ...QUIET, SQLITE_SYNCHRONOUS: 'full' }).sqliteSynchronous).toBe('full');
    for (const bad of ['off', 'NORMAL', 'extra']) {
      expect(() => loadConfig({ ...QUIET, SQLITE_SYNCHRONOUS: bad })).toThrow(
        'SQLITE_SYNCHRONOUS: must be group, full or normal',
      );
    }
  });

  it('stops with a message naming each bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SESSION_SECRET');
    }
  });

  describe('billing', () => {
    const base = { ...QUIET };
    const stripe = {
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PRICE_MONTHLY: 'price_monthly1',
      STRIPE_PRICE_ANNUAL: 'price_annual1',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };

    it('is off by default, with no payment service and no store links', () => {
      expect(loadConfig(base).billing).toEqual({
        mode: 'off',
        stripe: undefined,
        revenueCat: undefined,
        storeLinks: { appStore: null, googlePlay: null },
      });
    });

    it('reads Stripe, RevenueCat and the store links when billing is stripe', () => {
      const config = loadConfig({
        ...base,
        ...stripe,
        STRIPE_API_URL: 'http://127.0.0.1:12111/',
        REVENUECAT_SECRET_KEY: 'sk_revenuecat_1',
        REVENUECAT_WEBHOOK_AUTH: 'a-long-enough-webhook-secret',
        APP_STORE_URL: 'https://apps.apple.com/app/id1',
      });
      expect(config.billing).toEqual({
        mode: 'stripe',
        stripe: {
          secretKey: 'sk_test_abc123',
          prices: { monthly: 'price_monthly1', annual: 'price_annual1' },
          webhookSecret: 'whsec_abc123',
          apiUrl: 'http://127.0.0.1:12111',
        },
        revenueCat: {
          secretKey: 'sk_revenuecat_1',
          webhookAuth: 'a-long-enough-webhook-secret',
          apiUrl: 'https://api.revenuecat.com/v1',
        },
        storeLinks: { appStore: 'https://apps.apple.com/app/id1', googlePlay: null },
      });
    });

    it('stops at start naming each missing or malformed Stripe value', () => {
      expect(() => loadConfig({ ...base, BILLING: 'stripe' })).toThrow(
        /STRIPE_SECRET_KEY: is required[\s\S]*STRIPE_PRICE_MONTHLY[\s\S]*STRIPE_PRICE_ANNUAL[\s\S]*STRIPE_WEBHOOK_SECRET/,
      );
      expect(() => loadConfig({ ...base, ...stripe, STRIPE_SECRET_KEY: 'pk_test_public' })).toThrow(
        /STRIPE_SECRET_KEY: must be a Stripe secret key/,
      );
      expect(() => loadConfig({ ...base, ...stripe, STRIPE_PRICE_ANNUAL: 'prod_1' })).toThrow(
        /STRIPE_PRICE_ANNUAL: must be a Stripe price id/,
      );
      expect(() => loadConfig({ ...base, BILLING: 'paypal' })).toThrow(
        /BILLING: must be off or stripe/,
      );
    });
  });
  describe('Web Push (VAPID)', () => {
    const freshDir = () => mkdtempSync(path.join(tmpdir(), 'cairn-vapid-'));
    const pair = generateVapidKeys();
    const withKeys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };

    it('makes a key pair once, keeps it private in DATA_DIR, and uses it again', () => {
      const dataDir = freshDir();
      const first = loadConfig({ ...QUIET, DATA_DIR: dataDir }).push!;
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
      expect(vapidKeyProblems(first)).toEqual({});
      const file = path.join(dataDir, VAPID_KEYS_FILE);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        publicKey: first.publicKey,
        privateKey: first.privateKey,
      });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readdirSync(dataDir).filter((name) => name.startsWith(VAPID_KEYS_FILE))).toEqual([
        VAPID_KEYS_FILE,
      ]);
      expect(loadConfig({ ...QUIET, DATA_DIR: dataDir }).push).toEqual(first);
    });

    it('makes pairs web-push accepts, each half the right length, never two the same', () => {
      const pairs = Array.from({ length: 200 }, generateVapidKeys);
      for (const keys of pairs) {
        expect(vapidKeyProblems(keys)).toEqual({});
        expect(() =>
          webpush.setVapidDetails('mailto:a@example.test', keys.publicKey, keys.privateKey),
        ).not.toThrow();
      }
      expect(new Set(pairs.map((keys) => keys.privateKey)).size).toBe(pairs.length);
    });

    it('uses the keys from the environment and writes nothing', () => {
      const dataDir = freshDir();
      const config = loadConfig({ ...QUIET, DATA_DIR: dataDir, ...withKeys });
      expect(config.push).toEqual({
        ...pair,
        subject: PLACEHOLDER_VAPID_SUBJECT,
        allowHttpEndpoints: false,
      });
      expect(existsSync(path.join(dataDir, VAPID_KEYS_FILE))).toBe(false);
    });

    it('takes plain-http push endpoints only when asked (a local fake push service)', () => {
      const dataDir = freshDir();
      const allowed = loadConfig({
        ...QUIET,
        DATA_DIR: dataDir,
        ...withKeys,
        PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
      });
      expect(allowed.push?.allowHttpEndpoints).toBe(true);
      expect(() => loadConfig({ ...QUIET, PUSH_ALLOW_HTTP_ENDPOINTS: 'yes' })).toThrow(
        /PUSH_ALLOW_HTTP_ENDPOINTS: must be true or false/,
      );
    });

    it('refuses one key without the other, naming the missing one', () => {
      expect(() => loadConfig({ ...QUIET, VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
        /VAPID_PRIVATE_KEY: is required when VAPID_PUBLIC_KEY is set/,
      );
      expect(() => loadConfig({ ...QUIET, VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
        /VAPID_PUBLIC_KEY: is required when VAPID_PRIVATE_KEY is set/,
      );
    });

    it('refuses a malformed key, or halves of two pairs, naming the key', () => {
      const other = generateVapidKeys();
      const cases: Array<[Record<string, string>, RegExp]> = [
        [{ VAPID_PUBLIC_KEY: 'not-a-key' }, /VAPID_PUBLIC_KEY: must be a P-256 public key/],
        [
          { VAPID_PUBLIC_KEY: `${pair.publicKey}=` },
          /VAPID_PUBLIC_KEY: must be a P-256 public key/,
        ],
        [
          { VAPID_PRIVATE_KEY: Buffer.alloc(32).toString('base64url') },
          /VAPID_PRIVATE_KEY: must be a P-256 private key/,
        ],
        [
          { VAPID_PUBLIC_KEY: other.publicKey },
          /VAPID_PUBLIC_KEY: is not the public half of the private key/,
        ],
      ];
      for (const [change, message] of cases) {
        expect(() => loadConfig({ ...QUIET, ...withKeys, ...change }), message.source).toThrow(
          message,
        );
      }
    });

    it('stops, naming the file, when the kept pair is damaged', () => {
      const dataDir = freshDir();
      writeFileSync(path.join(dataDir, VAPID_KEYS_FILE), '{"publicKey":"abc"}');
      expect(() => loadConfig({ ...QUIET, DATA_DIR: dataDir })).toThrow(ConfigError);
      expect(() => loadConfig({ ...QUIET, DATA_DIR: dataDir })).toThrow(
        /VAPID keys: .*vapid-keys\.json does not hold a VAPID key pair/,
      );
    });

    it('takes the contact from VAPID_SUBJECT, else SUPPORT_EMAIL, else a public https PUBLIC_URL', () => {
      const subject = (env: Record<string, string>) =>
        loadConfig({ ...QUIET, ...withKeys, ...env }).push!.subject;
      expect(
        subject({ VAPID_SUBJECT: 'https://cairn.example.org/contact', SUPPORT_EMAIL: 'a@b.org' }),
      ).toBe('https://cairn.example.org/contact');
      expect(subject({ VAPID_SUBJECT: 'mailto:ops@cairn.org' })).toBe('mailto:ops@cairn.org');
      expect(subject({ SUPPORT_EMAIL: 'Help@Cairn.org', PUBLIC_URL: 'https://cairn.org' })).toBe(
        'mailto:help@cairn.org',
      );
      expect(subject({ PUBLIC_URL: 'https://pain.cairn.org/app/' })).toBe('https://pain.cairn.org');
      // Push services cannot reach these: the placeholder, and a warning at start.
      expect(subject({ PUBLIC_URL: 'http://cairn.org' })).toBe(PLACEHOLDER_VAPID_SUBJECT);
      expect(subject({ PUBLIC_URL: 'https://localhost:5000' })).toBe(PLACEHOLDER_VAPID_SUBJECT);
      expect(subject({})).toBe(PLACEHOLDER_VAPID_SUBJECT);
    });

    it('refuses a VAPID_SUBJECT that is neither mailto: nor https:', () => {
      for (const bad of ['ops@cairn.org', 'http://cairn.org', 'mailto:nobody', 'https://']) {
        expect(() => loadConfig({ ...QUIET, ...withKeys, VAPID_SUBJECT: bad }), bad).toThrow(
          /VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/,
        );
      }
    });
  });
});

describe('startupWarnings', () => {
  const PG = 'postgres://cairn@db.example.org:5432/cairn';
  const keys = generateVapidKeys();
  const VAPID = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };

  it('warns on PostgreSQL when SESSION_SECRET is unset: each instance would make its own', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-config-'));
    const warnings = startupWarnings(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: PG, ...VAPID }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^DATABASE_URL is set but SESSION_SECRET is not/);
    expect(warnings[0]).toContain(dataDir);
    expect(warnings[0]).toContain('must share one SESSION_SECRET');
  });

  it('warns on PostgreSQL when the VAPID keys come from DATA_DIR', () => {
    const warnings = startupWarnings(loadConfig({ ...QUIET, DATABASE_URL: PG }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^DATABASE_URL is set but VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  });

  it('says nothing when both are set, or on the embedded database', () => {
    expect(startupWarnings(loadConfig({ ...QUIET, DATABASE_URL: PG, ...VAPID }))).toEqual([]);
    expect(startupWarnings(loadConfig({ DATA_DIR: QUIET.DATA_DIR }))).toEqual([]);
  });
});
