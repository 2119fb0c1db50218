import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    const config = loadConfig({ SESSION_SECRET: 's'.repeat(32), DATABASE_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(5000);
  });

  it('reads ADMIN_EMAILS as a case-insensitive list', () => {
    const config = loadConfig({
      SESSION_SECRET: 's'.repeat(32),
      ADMIN_EMAILS: ' A@x.test, b@Y.test ,',
    });
    expect([...config.adminEmails]).toEqual(['a@x.test', 'b@y.test']);
  });

  it('reads the support e-mail settings', () => {
    const config = loadConfig({
      SESSION_SECRET: 's'.repeat(32),
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
    expect(() =>
      loadConfig({ SESSION_SECRET: 's'.repeat(32), SMTP_URL: 'mail.example.com' }),
    ).toThrow(/SMTP_URL: must start with smtp:\/\//);
    expect(() => loadConfig({ SESSION_SECRET: 's'.repeat(32), SUPPORT_EMAIL: 'support' })).toThrow(
      /SUPPORT_EMAIL: must be an e-mail address/,
    );
    expect(() => loadConfig({ SESSION_SECRET: 's'.repeat(32), SUPPORT_RATE_LIMIT: '0' })).toThrow(
      /SUPPORT_RATE_LIMIT/,
    );
  });

  it('reads PUBLIC_URL without its trailing slashes, path kept', () => {
    const secret = { SESSION_SECRET: 's'.repeat(32) };
    expect(loadConfig({ ...secret, PUBLIC_URL: 'https://cairn.example.org/' }).publicUrl).toBe(
      'https://cairn.example.org',
    );
    expect(loadConfig({ ...secret, PUBLIC_URL: 'http://10.0.0.2:5000/pain//' }).publicUrl).toBe(
      'http://10.0.0.2:5000/pain',
    );
    expect(loadConfig({ ...secret, PUBLIC_URL: '' }).publicUrl).toBeUndefined();
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    const secret = { SESSION_SECRET: 's'.repeat(32) };
    for (const bad of ['cairn.example.org', 'ftp://cairn.example.org', 'https:///path']) {
      expect(() => loadConfig({ ...secret, PUBLIC_URL: bad }), bad).toThrow(
        /PUBLIC_URL: must start with http:\/\/ or https:\/\//,
      );
    }
  });

  it('reads the weather switch and the Open-Meteo addresses', () => {
    const config = loadConfig({
      SESSION_SECRET: 's'.repeat(32),
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
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(32), WEATHER: 'on' }).weather.enabled).toBe(
      true,
    );
  });

  it('refuses a WEATHER other than on or off, and weather addresses that are not http(s)', () => {
    expect(() => loadConfig({ SESSION_SECRET: 's'.repeat(32), WEATHER: 'yes' })).toThrow(
      /WEATHER: must be on or off/,
    );
    for (const name of ['WEATHER_FORECAST_URL', 'WEATHER_ARCHIVE_URL', 'WEATHER_GEOCODING_URL']) {
      expect(() =>
        loadConfig({ SESSION_SECRET: 's'.repeat(32), [name]: 'api.open-meteo.com/v1' }),
      ).toThrow(new RegExp(`${name}: must start with http:// or https://`));
    }
  });

  it('reads BIOMETRIC_UPLOAD_MAX_MB in megabytes and refuses anything but a whole number from 1', () => {
    const config = loadConfig({ SESSION_SECRET: 's'.repeat(32), BIOMETRIC_UPLOAD_MAX_MB: '512' });
    expect(config.biometricUploadMaxBytes).toBe(512 * 1024 * 1024);
    for (const bad of ['0', '1.5', 'lots']) {
      expect(() =>
        loadConfig({ SESSION_SECRET: 's'.repeat(32), BIOMETRIC_UPLOAD_MAX_MB: bad }),
      ).toThrow(/BIOMETRIC_UPLOAD_MAX_MB: must be/);
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
    const base = { SESSION_SECRET: 's'.repeat(32) };
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
});
