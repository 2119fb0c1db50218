import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'cairn-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Cairn</title>');
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('the client pages', () => {
  it('serves the clinician and unsubscribe pages uncached and unindexed, with the security headers', async () => {
    for (const url of [
      '/clinician',
      '/clinician/',
      '/clinician/reports/1',
      '/clinician?from=mail',
      '/unsubscribe?token=abc.def',
    ]) {
      const response = await t.app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<title>Cairn</title>');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('leaves the other pages revalidated and indexable', async () => {
    for (const url of ['/', '/journal', '/clinicians', '/clinician-notes', '/unsubscribed']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBeUndefined();
    }
  });
});
