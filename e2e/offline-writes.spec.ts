import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  expect,
  longDate,
  signUpViaApi,
  test,
  toasts,
  utcDate,
  atOneWidth,
} from './support/fixtures';

// Offline journeys need the service worker that serves the app shell without a network.
test.use({ serviceWorkers: 'allow' });

interface Entry {
  id: string;
  kind: string;
  painLevel: number;
  journalEntry: string | null;
  notes: string | null;
  updatedAt: string;
}

/** The user's entries for today, as the server has them (the request does not go offline). */
async function todaysEntries(request: APIRequestContext): Promise<Entry[]> {
  const today = utcDate(0);
  const response = await request.get(`/api/journal-entries?from=${today}&to=${today}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Entry[];
}

/** Opens a page online once, so the worker has the app and the device has the user's data. */
async function openOnlineOnce(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cairn-offline-cache')))
    .toBe('1');
}

/** How many records an IndexedDB store of the app holds (0 when it does not exist). */
function storedRecords(page: Page, database: string, store: string): Promise<number> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(storeName).objectStore(storeName).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    [database, store] as const,
  );
}

/** No connection, and the page reloaded from the worker, as when opening Cairn on a train. */
async function reopenOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
}

test.describe('writing without a connection', () => {
  test('a journal written offline reaches the server once, keeping text written elsewhere meanwhile', async ({
    page,
    context,
  }) => {
    test.slow();
    await signUpViaApi(page);
    await openOnlineOnce(page, '/journal');
    await expect(page.getByTestId('journal-save-status')).toHaveText(
      'Your entry saves itself as you go',
    );

    await reopenOffline(page, context);
    await page.getByRole('textbox', { name: 'Daily Journal' }).fill('Written on the train.');
    const status = page.getByTestId('journal-save-status');
    await expect(status).toHaveText('Saved on this device - will sync');
    await expect(page.getByTestId('sync-status')).toHaveText(
      'You are offline. 1 change saved on this device - will sync.',
    );
    expect(await todaysEntries(page.request)).toEqual([]);

    // Meanwhile the same day's journal is written on another device.
    const elsewhere = await page.request.post('/api/journal-entries', {
      data: { date: utcDate(0), painLevel: 3, journalEntry: 'Written on the laptop.' },
    });
    expect(elsewhere.status()).toBe(201);

    await context.setOffline(false);
    await expect(status).toHaveText('Entry auto-saved');
    await expect(page.getByTestId('sync-status')).toHaveText('');
    const both = 'Written on the laptop.\n\nWritten on the train.';
    await expect(page.getByRole('textbox', { name: 'Daily Journal' })).toHaveValue(both);

    const entries = await todaysEntries(page.request);
    expect(entries.map((entry) => [entry.kind, entry.journalEntry])).toEqual([['journal', both]]);

    // Nothing is sent again: a reload leaves exactly one journal with the same text.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Daily Journal' })).toHaveValue(both);
    const again = await todaysEntries(page.request);
    expect(again.map((entry) => [entry.id, entry.journalEntry])).toEqual([[entries[0]?.id, both]]);
  });

  test('a journal, a quick pain log and a dose saved offline are sent once when Cairn is opened again', async ({
    page,
    context,
  }, testInfo) => {
    // The queue does not depend on the width; the phone journey is the first test.
    atOneWidth(testInfo);
    test.slow();
    await signUpViaApi(page);
    const medication = await page.request.post('/api/medications', {
      data: {
        name: 'Amitriptyline',
        dosage: '10 mg',
        frequency: 'daily',
        scheduleTimes: ['21:00'],
      },
    });
    expect(medication.status()).toBe(201);
    await openOnlineOnce(page, '/medications');
    await expect(page.getByTestId('schedule-item')).toContainText('Amitriptyline');

    // Offline, the journal is opened (the worker serves it), then the medications.
    await context.setOffline(true);
    await page.goto('/journal');
    await page.getByRole('textbox', { name: 'Daily Journal' }).fill('Could not sleep.');
    await expect(page.getByTestId('journal-save-status')).toHaveText(
      'Saved on this device - will sync',
    );

    // Within the app, as a person would: a new document loaded offline can briefly get through
    // Chromium's emulated offline mode, and the queued journal would reach the server early.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Medications' })
      .click();
    const item = page.getByTestId('schedule-item');
    await item.getByRole('button', { name: /Mark as Taken/ }).click();
    await expect(page.getByText(/Saved on this device - will sync\./).first()).toBeVisible();
    await expect(item).toContainText('Taken');

    await page.getByRole('button', { name: 'Quick actions' }).click();
    await page.getByRole('menuitem', { name: 'Quick Pain Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Pain Entry' });
    await dialog.getByRole('button', { name: 'Log Pain' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('sync-status')).toHaveText(
      'You are offline. 3 changes saved on this device - will sync.',
    );

    // Nothing has reached the server. Then the browser closes the page. (Checked before the
    // close: as a page closes, Chromium's emulated offline mode can lapse for its last moments,
    // and a write sent then is one the server must not count twice later, which is checked below.)
    expect(await todaysEntries(context.request)).toEqual([]);
    await page.close();
    await context.setOffline(false);

    const reopened = await context.newPage();
    await reopened.goto('/journal');
    await expect(reopened.getByRole('textbox', { name: 'Daily Journal' })).toHaveValue(
      'Could not sleep.',
    );
    await expect(reopened.getByTestId('journal-save-status')).toHaveText('Entry auto-saved');
    await expect(reopened.getByTestId('sync-status')).toHaveText('');

    const entries = await todaysEntries(reopened.request);
    expect(entries.map((entry) => [entry.kind, entry.journalEntry ?? entry.notes]).sort()).toEqual([
      ['journal', 'Could not sleep.'],
      ['quick', 'Quick pain entry'],
    ]);
    const detailed = await reopened.request.get('/api/medications/detailed');
    const [stored] = (await detailed.json()) as Array<{ recentLogs: unknown[] }>;
    expect(stored?.recentLogs).toHaveLength(1);
  });

  test('an entry edited in History offline shows the change and reaches the server once', async ({
    page,
    context,
  }, testInfo) => {
    atOneWidth(testInfo);
    test.slow();
    await signUpViaApi(page);
    const logged = await page.request.post('/api/journal-entries', {
      data: { date: utcDate(0), kind: 'quick', painLevel: 6, notes: 'Sharp after the stairs.' },
    });
    expect(logged.status()).toBe(201);
    await openOnlineOnce(page, '/history');
    await reopenOffline(page, context);

    const today = longDate(utcDate(0));
    await page.getByRole('button', { name: `Edit quick log from ${today}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit entry: ${today}` });
    await editor.getByRole('textbox', { name: 'Notes' }).fill('Eased after resting.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText('Entry updated');
    await expect(toasts(page)).toContainText('Saved on this device - will sync');
    const dialog = page.getByRole('dialog', { name: today });
    await expect(dialog).toContainText('Eased after resting.');
    await expect(page.getByTestId('sync-status')).toHaveText(
      'You are offline. 1 change saved on this device - will sync.',
    );
    expect((await todaysEntries(page.request)).map((entry) => entry.notes)).toEqual([
      'Sharp after the stairs.',
    ]);

    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveText('');
    await expect
      .poll(async () => (await todaysEntries(page.request)).map((entry) => entry.notes))
      .toEqual(['Eased after resting.']);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('history-entry')).toHaveCount(1);
    await expect(page.getByTestId('history-entry')).toContainText('Notes: Eased after resting.');
  });

  test('sign-out waits until offline writes are synced, then leaves nothing on the device', async ({
    page,
    context,
  }, testInfo) => {
    // The queue does not depend on the width; the phone journey is the first test.
    atOneWidth(testInfo);
    test.slow();
    await signUpViaApi(page);
    await openOnlineOnce(page, '/journal');
    await reopenOffline(page, context);
    await page.getByRole('textbox', { name: 'Daily Journal' }).fill('Private words.');
    await expect(page.getByTestId('journal-save-status')).toHaveText(
      'Saved on this device - will sync',
    );

    // Signing out now would delete words that exist only here: Cairn says so and stays.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Not signed out yet', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Daily Journal' })).toHaveValue(
      'Private words.',
    );

    await context.setOffline(false);
    await expect(page.getByTestId('journal-save-status')).toHaveText('Entry auto-saved');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    expect(await storedRecords(page, 'cairn-outbox', 'writes')).toBe(0);
    expect(await storedRecords(page, 'cairn-offline', 'query-cache')).toBe(0);
  });
});
