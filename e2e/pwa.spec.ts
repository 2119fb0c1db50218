import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  utcDate,
  atOneWidth,
} from './support/fixtures';

// The rest of the suite blocks service workers (playwright.config.ts); these journeys need one.
test.use({ serviceWorkers: 'allow' });

test.describe('installable, offline-capable app', () => {
  test('serves the manifest and /sw.js, and the worker takes control after a reload', async ({
    page,
    request,
  }, testInfo) => {
    atOneWidth(testInfo);
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

/** What Chromium fires when the app becomes installable, with prompt()/userChoice stubs. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        document.body.dataset.installPrompted = 'true';
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test.describe('install prompt', () => {
  test('appears only after the browser offers installation, and Install App prompts', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Install Cairn' });
    await expect(card).toHaveCount(0);

    await offerInstall(page, 'accepted');
    await expect(card).toBeVisible();
    await expect(card).toContainText('Download the app for quick access and offline use');
    await expectNoA11yViolations(page);

    await card.getByRole('button', { name: 'Install App' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'true');
    // The offer is used up, accepted or not.
    await expect(card).toHaveCount(0);
  });

  test('stays hidden after dismissal, also after a reload in the same session', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Install Cairn' });

    await offerInstall(page);
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await expect(card).toHaveCount(0);
    await offerInstall(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await offerInstall(page);
    await expect(card).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('cairn-install-dismissed'))).toBe(
      'true',
    );
  });

  test('hides when the app has been installed', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Install Cairn' });
    await offerInstall(page);
    await expect(card).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(card).toHaveCount(0);
  });
});

/** The keys in the app's offline store (IndexedDB "cairn-offline", store "query-cache"). */
function offlineKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('cairn-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('query-cache').objectStore('query-cache').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

test.describe('offline reading', () => {
  test('an offline reload shows the app shell and the last entries; sign-out empties the cache', async ({
    page,
    context,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    const created = await page.request.post('/api/journal-entries', {
      data: { date: utcDate(0), painLevel: 7, journalEntry: 'Walked slowly by the river' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/history');
    await expect(page.getByText('Walked slowly by the river')).toBeVisible();
    // The worker has precached the shell, and the app has saved the user's answers.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => offlineKeys(page)).toContain('current-user');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Walked slowly by the river')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    expect(await offlineKeys(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('cairn-offline-cache'))).toBeNull();
  });
});
