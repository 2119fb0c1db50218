import { createServer } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { hasGpsMetadata } from '../src/core/media-metadata';
import { JPEG_WITH_GPS } from '../src/core/media-test-files';
import { startBillingServer, type BillingServer } from './support/billing-server';
import {
  atOneWidth,
  expect,
  expectNoA11yViolations,
  longDate,
  PASSWORD,
  signUpViaApi,
  test,
  uniqueEmail,
  utcDate,
} from './support/fixtures';
import { CHROMIUM } from './support/chromium';

// Replacing launchOptions replaces the config's, so its browser and flags are named again here.
const BROWSER = {
  ...CHROMIUM,
  // A fake microphone (a beep) instead of a real one.
  args: [...CHROMIUM.args, '--use-fake-device-for-media-stream'],
};
/** The microphone allowed without a prompt. */
const MICROPHONE_ALLOWED = {
  ...BROWSER,
  args: [...BROWSER.args, '--use-fake-ui-for-media-stream'],
};

interface Entry {
  id: string;
  photoUrls: string[];
  voiceNoteUrl: string | null;
}
interface MediaItem {
  id: string;
  kind: 'photo' | 'voice';
  contentType: string;
  durationMs: number | null;
}

async function todaysEntry(request: APIRequestContext): Promise<Entry | undefined> {
  const today = utcDate(0);
  const response = await request.get(`/api/journal-entries?from=${today}&to=${today}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Entry[])[0];
}

/** The kinds of the files the server holds for today's entry, oldest first. */
async function todaysMedia(request: APIRequestContext): Promise<string[]> {
  const entry = await todaysEntry(request);
  if (!entry) return [];
  const response = await request.get(`/api/media?entryId=${entry.id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as MediaItem[]).map((item) => item.kind);
}

const micButton = (page: Page) => page.getByRole('button', { name: 'Record a voice note' });
const timer = (page: Page) => page.getByTestId('recording-timer');
const voiceNote = (page: Page) => page.getByTestId('voice-note').locator('audio');

/** Holds the microphone button down until the timer shows `until`, then lets go. */
async function holdToRecord(page: Page, until: string) {
  // Hovering waits for the button to stand still (cards above it load in) and moves onto it.
  await micButton(page).hover();
  await page.mouse.down();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute(
    'aria-valuenow',
    /^\d+$/,
  );
  await expect(timer(page)).toHaveText(until);
  await page.mouse.up();
}

async function attachPhoto(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a photo' }).click();
  await (
    await chooser
  ).setFiles({ name: 'knee.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_WITH_GPS) });
}

const photoAlt = (index: number, count: number) =>
  `Photo ${index} of ${count} from ${longDate(utcDate(0))}`;

test.use({ launchOptions: MICROPHONE_ALLOWED });

test.describe('voice notes and photos on the journal', () => {
  test('a voice note held and spoken stays after a reload; a photo comes without its GPS, opens and is deleted', async ({
    page,
  }) => {
    test.slow();
    await signUpViaApi(page);
    await page.goto('/journal');
    await holdToRecord(page, '0:02');
    await expect(voiceNote(page)).toBeVisible();
    await expect(page.getByTestId('voice-recording')).toHaveCount(0);
    await expect.poll(() => todaysMedia(page.request)).toEqual(['voice']);

    await page.reload();
    await expect(voiceNote(page)).toHaveAttribute('src', /^\/api\/media\/[0-9a-f-]{36}$/);
    const entry = (await todaysEntry(page.request))!;
    const audio = await page.request.get(entry.voiceNoteUrl!);
    expect(audio.status()).toBe(200);
    expect(audio.headers()['content-type']).toMatch(/^audio\/webm/);
    // The recording's length is known before it is played (WebM from MediaRecorder has none).
    await expect
      .poll(() =>
        voiceNote(page).evaluate((player: HTMLAudioElement) =>
          Number.isFinite(player.duration) ? player.duration : -1,
        ),
      )
      .toBeGreaterThan(1);
    expect(await voiceNote(page).evaluate((player: HTMLAudioElement) => player.currentTime)).toBe(
      0,
    );

    await attachPhoto(page);
    const thumbnail = page.getByRole('img', { name: photoAlt(1, 1) });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => todaysMedia(page.request)).toEqual(['voice', 'photo']);
    await expectNoA11yViolations(page);

    // What the server keeps is the browser's WebP, without the photo's Exif and GPS position.
    const photoUrl = (await todaysEntry(page.request))!.photoUrls[0]!;
    const photo = await page.request.get(photoUrl);
    expect(photo.headers()['content-type']).toBe('image/webp');
    const bytes = new Uint8Array(await photo.body());
    expect(Buffer.from(bytes.subarray(8, 12)).toString('ascii')).toBe('WEBP');
    expect(hasGpsMetadata(bytes)).toBe(false);
    expect(Buffer.from(bytes).includes('Exif')).toBe(false);
    expect(hasGpsMetadata(JPEG_WITH_GPS)).toBe(true);

    await page
      .getByRole('button', { name: `Open ${photoAlt(1, 1).replace('Photo', 'photo')}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await expect(dialog.getByRole('img', { name: photoAlt(1, 1) })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete photo' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this photo?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(thumbnail).toHaveCount(0);
    await expect.poll(() => todaysMedia(page.request)).toEqual(['voice']);
    await expect.poll(async () => (await todaysEntry(page.request))?.photoUrls).toEqual([]);
  });

  test('a voice note is re-recorded by tapping, or deleted after asking', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await page.goto('/journal');
    await micButton(page).click();
    await expect(timer(page)).toHaveText('0:01');
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(voiceNote(page)).toBeVisible();
    await expect.poll(() => todaysMedia(page.request)).toEqual(['voice']);
    const first = (await todaysEntry(page.request))!.voiceNoteUrl;

    // From the keyboard, a second recording replaces the first.
    await micButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(timer(page)).toHaveText('0:01');
    await page.keyboard.press('Enter');
    await expect(voiceNote(page)).toBeVisible();
    await expect.poll(async () => (await todaysEntry(page.request))?.voiceNoteUrl).not.toBe(first);
    await expect.poll(() => todaysMedia(page.request)).toEqual(['voice']);
    expect((await page.request.get(first!)).status()).toBe(404);

    await page.getByRole('button', { name: 'Delete voice note' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this voice note?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(voiceNote(page)).toHaveCount(0);
    await expect.poll(() => todaysMedia(page.request)).toEqual([]);
    await expect.poll(async () => (await todaysEntry(page.request))?.voiceNoteUrl).toBeNull();
  });
});

test.describe('voice notes and photos without a connection', () => {
  test.use({ serviceWorkers: 'allow' });

  test('recorded and attached offline, kept through a reload, sent once when back online', async ({
    page,
    context,
  }, testInfo) => {
    atOneWidth(testInfo);
    test.slow();
    await signUpViaApi(page);
    await page.goto('/journal');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('cairn-offline-cache')))
      .toBe('1');

    await context.setOffline(true);
    await page.reload();
    await micButton(page).click();
    await expect(timer(page)).toHaveText('0:01');
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(voiceNote(page)).toHaveAttribute('src', /^blob:/);
    await attachPhoto(page);
    await expect(page.getByRole('img', { name: photoAlt(1, 1) })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('sync-status')).toHaveText(
      'You are offline. 3 changes saved on this device - will sync.',
    );
    expect(await todaysMedia(page.request)).toEqual([]);

    // Closed and opened again without a connection: the files come back from the device.
    await page.reload();
    await expect(voiceNote(page)).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('img', { name: photoAlt(1, 1) })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveText('');
    await expect.poll(() => todaysMedia(page.request)).toEqual(['voice', 'photo']);
    await page.reload();
    await expect(page.getByRole('img', { name: photoAlt(1, 1) })).toHaveAttribute(
      'src',
      /^\/api\/media\//,
    );
    expect(await todaysMedia(page.request)).toEqual(['voice', 'photo']);

    await page.goto('/history');
    const card = page.getByTestId('history-entry').first();
    await expect(card.getByRole('img', { name: 'Has a voice note' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Has a photo' })).toBeVisible();
    await card.getByRole('button', { name: /^View/ }).click();
    const details = page.getByRole('dialog');
    await expect(details.locator('audio')).toHaveAttribute('src', /^\/api\/media\//);
    await expect(details.getByRole('img', { name: photoAlt(1, 1) })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('a microphone the browser refuses', () => {
  test('says how to allow it, in plain words', async ({ playwright }, testInfo) => {
    atOneWidth(testInfo);
    // A browser that asks before lending the microphone, where nobody says yes.
    const browser = await playwright.chromium.launch(BROWSER);
    try {
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        serviceWorkers: 'block',
        permissions: [],
      });
      const page = await context.newPage();
      await signUpViaApi(page);
      await page.goto('/journal');
      await micButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(
        "Cairn can't use your microphone. Allow microphone access in your browser's site settings, then try again.",
      );
      await expect(page.getByTestId('voice-recording')).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });
});

/** A port nothing listens on now (fixed numbers meet other services on a shared machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe('voice notes and photos with billing on', () => {
  let server: BillingServer;
  // eslint-disable-next-line no-empty-pattern -- Playwright hands testInfo second, after fixtures.
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name === 'desktop') {
      server = await startBillingServer(await freePort());
    }
  });
  test.afterAll(async () => server?.stop());

  test('a free account is shown the way to Premium instead of recording', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    const response = await page.request.post(`${server.url}/api/register`, {
      data: {
        email: uniqueEmail('media'),
        password: PASSWORD,
        firstName: 'Robin',
        timeZone: 'UTC',
      },
    });
    expect(response.status()).toBe(201);
    await page.goto(`${server.url}/journal`);
    await page.getByRole('button', { name: 'Record a voice note' }).click();
    await expect(page.getByText('Voice notes and photos are part of Premium.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByTestId('voice-recording')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stop recording' })).toHaveCount(0);
  });
});
