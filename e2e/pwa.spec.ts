import { expect, test } from './support/fixtures';

// The rest of the suite blocks service workers (playwright.config.ts); these journeys need one.
test.use({ serviceWorkers: 'allow' });

test.describe('installable, offline-capable app', () => {
  test('serves the manifest and /sw.js, and the worker takes control after a reload', async ({
    page,
    request,
  }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(body.name).toBe('Cairn');
    expect(body.display).toBe('standalone');
    expect(body.start_url).toBe('/');
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of ['/pwa-192x192.png', '/pwa-512x512.png', '/maskable-icon-512x512.png']) {
      expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
    }

    const worker = await request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(new URL(scriptUrl ?? '').pathname).toBe('/sw.js');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);
  });
});
