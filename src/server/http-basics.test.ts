import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './test-support/test-app';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'cairn-client-'));
  // The pages the build writes: plain, prerendered landing, and the two signed-in starts.
  for (const [file, html] of Object.entries({
    'index.html': '<!doctype html><title>Cairn</title><div id="root"></div>',
    'landing.html':
      '<!doctype html><title>Cairn</title><div id="root"><h1>Prerendered landing</h1></div>',
    'dashboard.html': '<!doctype html><title>Dashboard start</title>',
    'signed-in.html': '<!doctype html><title>Signed-in start</title>',
  })) {
    writeFileSync(path.join(clientDir, file), html);
  }
  writeFileSync(path.join(clientDir, 'sw.js'), `self.addEventListener('fetch', () => {});`);
  writeFileSync(path.join(clientDir, 'sw.js.br'), brotliCompressSync('x'));
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Cairn"}');
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'assets', 'main-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('GET /api/health answers ok after a database round trip', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with 404 JSON, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('serves the client for any other path so the client router can answer it', async () => {
    for (const url of ['/', '/journal', '/some/unknown/page']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends visitors the prerendered landing page, except on the public pages', async () => {
    for (const url of ['/', '/journal', '/some/unknown/page?x=1']) {
      const response = await t.app.inject({ url });
      expect(response.body).toContain('Prerendered landing');
      expect(response.headers.vary).toMatch(/cookie/i);
    }
    for (const url of ['/privacy', '/terms', '/support', '/clinician', '/unsubscribe?token=x']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><title>Cairn</title><div id="root"></div>');
    }
  });

  it('sends pages compressed as the browser accepts, the same page in every encoding', async () => {
    const landing =
      '<!doctype html><title>Cairn</title><div id="root"><h1>Prerendered landing</h1></div>';
    const decoders = {
      br: (body: Buffer) => brotliDecompressSync(body).toString(),
      gzip: (body: Buffer) => gunzipSync(body).toString(),
    };
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('cookie, accept-encoding');
      expect(decoders[encoding](response.rawPayload)).toBe(landing);
    }
    const plain = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(landing);
    const secret = await t.app.inject({ url: '/clinician', headers: { 'accept-encoding': 'br' } });
    expect(secret.headers['content-encoding']).toBe('br');
    expect(secret.headers['cache-control']).toBe('no-store');
  });

  it('sends a browser with the signed-in hint the page that preloads its start', async () => {
    for (const cookie of [
      'cairn_signed_in=1',
      'a=b; cairn_signed_in=1',
      'cairn_signed_in=1; c=d',
    ]) {
      const response = await t.app.inject({ url: '/', headers: { cookie } });
      expect(response.body).toBe('<!doctype html><title>Dashboard start</title>');
      expect(response.headers.vary).toBe('cookie, accept-encoding');
    }
    for (const url of ['/?from=pwa', '/journal', '/some/unknown/page?x=1', '/history/']) {
      const response = await t.app.inject({ url, headers: { cookie: 'cairn_signed_in=1' } });
      expect({ url, body: response.body }).toEqual({
        url,
        body: url.startsWith('/?')
          ? '<!doctype html><title>Dashboard start</title>'
          : '<!doctype html><title>Signed-in start</title>',
      });
    }
    for (const url of ['/privacy', '/support', '/clinician', '/unsubscribe?token=x']) {
      const response = await t.app.inject({ url, headers: { cookie: 'cairn_signed_in=1' } });
      expect(response.body).toBe('<!doctype html><title>Cairn</title><div id="root"></div>');
    }
    const other = await t.app.inject({ url: '/', headers: { cookie: 'xcairn_signed_in=1' } });
    expect(other.body).toContain('Prerendered landing');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the service worker uncached and the manifest with its own content type', async () => {
    const worker = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
    // A cached worker script would keep people on an old version after a release.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBe('br');

    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Cairn' });
  });

  it('lets only same-origin workers and manifests load', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends security headers, including a Content-Security-Policy without inline scripts', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 413 for a JSON body over 1 MB and stores nothing', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email,
        password: 'long enough pw',
        firstName: 'x'.repeat(1024 * 1024),
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
    const row = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('answers 415 for a content type it does not take', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/application\/json/);
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body: /);
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body: /);
  });

  it('refuses a state-changing request from another origin', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('accepts a same-origin request that names its origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { email: uniqueEmail(), password: 'long enough pw' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('leaves answers under 1 KB uncompressed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-encoding': 'br' },
      payload: { email: 'nope', password: 'x'.repeat(3000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const local = await createTestApp();
    await local.database.close();
    const response = await local.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', message: 'Database unavailable' });
    await local.app.close();
    await local.testDatabase.dispose();
  });
});
