import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, atOneWidth } from './support/fixtures';
import { startBuildCopyServer } from './support/build-copy-server';

// This journey needs a service worker; the rest of the suite blocks them.
test.use({ serviceWorkers: 'allow' });

test('a new version waits for Reload, then takes over the page', async ({ page }, testInfo) => {
  atOneWidth(testInfo);
  const server = await startBuildCopyServer(5600 + testInfo.workerIndex);
  try {
    await page.goto(`${server.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
      .toBe('activated');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Cairn is available' });
    await expect(notice).toHaveCount(0);

    // A new build: the worker script changes (the precompressed copies would still be the old).
    const worker = path.join(server.clientDir, 'sw.js');
    appendFileSync(worker, '\n// the next version\n');
    rmSync(`${worker}.br`, { force: true });
    rmSync(`${worker}.gz`, { force: true });
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    await expect(notice).toBeVisible();
    // Installed but waiting: nobody is switched mid-entry.
    const workers = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting?.state ?? null,
          active: registration?.active?.state,
        };
      });
    expect(await workers()).toEqual({ waiting: 'installed', active: 'activated' });

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(await workers()).toEqual({ waiting: null, active: 'activated' });
  } finally {
    await server.stop();
  }
});
