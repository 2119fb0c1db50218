import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { TINY_JPEG } from '../src/core/media-test-files';
import { unzip } from '../src/server/test-support/unzip';
import {
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  utcDate,
  atOneWidth,
} from './support/fixtures';

const JOURNAL_TEXT = 'Walked to the lake, "slowly", and back.';

interface ExportFile {
  format: string;
  version: number;
  journalEntries: { date: string; painLevel: number; journalEntry: string | null }[];
  triggers: { name: string }[];
}

async function seedAccount(page: Page) {
  const entry = await page.request.post('/api/journal-entries', {
    data: { date: utcDate(-1), painLevel: 6, journalEntry: JOURNAL_TEXT },
  });
  expect(entry.status()).toBe(201);
  const trigger = await page.request.post('/api/triggers', {
    data: { name: 'Cold weather', category: 'weather' },
  });
  expect(trigger.status()).toBe(201);
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Data and Privacy' })).toBeVisible();
}

/** The user's zone is UTC; a run across midnight may see either day. */
const exportNames = (suffix: string) =>
  [utcDate(0), utcDate(1)].map((date) => `cairn-${date}-${suffix}`);

async function contentOf(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

/** From Settings to the Import page, where the file is chosen and shown before it is stored. */
async function chooseImportFile(page: Page, file: Parameters<Page['setInputFiles']>[1]) {
  await openSettings(page);
  await page.getByRole('link', { name: 'Import data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import data' })).toBeVisible();
  await page.getByLabel('Choose a file to import').setInputFiles(file);
}

const successToast = async (page: Page) => {
  await expect(page.getByText('Export successful', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your data has been exported successfully.', { exact: true }),
  ).toBeVisible();
};

test.describe('data export and import', () => {
  test.beforeEach(async ({ page }) => {
    await signUpViaApi(page, { firstName: 'Ada' });
    await seedAccount(page);
  });

  test('Settings exports everything as a dated JSON file', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await openSettings(page);
    await expectNoA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all data' }).click();
    const download = await downloading;
    expect(exportNames('export.json')).toContain(download.suggestedFilename());
    await successToast(page);

    const file = JSON.parse(await contentOf(download)) as ExportFile;
    expect(file.format).toBe('cairn-export');
    expect(file.version).toBe(1);
    expect(file.journalEntries).toEqual([
      expect.objectContaining({ date: utcDate(-1), painLevel: 6, journalEntry: JOURNAL_TEXT }),
    ]);
    expect(file.triggers.map((t) => t.name)).toEqual(['Cold weather']);
  });

  test('Settings exports the journal as a CSV file for spreadsheets', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await openSettings(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export journal as CSV' }).click();
    const download = await downloading;
    expect(exportNames('entries.csv')).toContain(download.suggestedFilename());
    await successToast(page);

    const lines = (await contentOf(download)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Date,Kind,Pain level,/);
    expect(lines[1]).toContain(`${utcDate(-1)},journal,6,`);
    expect(lines[1]).toContain('"Walked to the lake, ""slowly"", and back."');
  });

  test('a failed export says so', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.route('**/api/export', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
    );
    await openSettings(page);
    await page.getByRole('button', { name: 'Export all data' }).click();
    await expect(page.getByText('Export failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Failed to export your data. Please try again.', { exact: true }),
    ).toBeVisible();
  });

  test('Export Data in the quick actions menu downloads the same file', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Ada/ })).toBeVisible();
    await page.getByRole('button', { name: 'Quick actions' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export Data' }).click();
    const download = await downloading;
    expect(exportNames('export.json')).toContain(download.suggestedFilename());
    await successToast(page);
    const file = JSON.parse(await contentOf(download)) as ExportFile;
    expect(file.journalEntries.map((e) => e.journalEntry)).toEqual([JOURNAL_TEXT]);
    // No dialog opened; focus is back on the button.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Quick actions' })).toBeFocused();
  });

  test('a downloaded file imports into a fresh account', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await openSettings(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all data' }).click();
    const path = await (await downloading).path();

    // A second account in the same browser: signing up signs the page in as it.
    await signUpViaApi(page, { firstName: 'Grace' });
    await chooseImportFile(page, path);
    const preview = page.getByTestId('import-preview-summary');
    await expect(preview).toContainText('1 entry on ');
    await expect(page.getByText('Cairn export (JSON)', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const summary = 'Imported 1 entry, 0 medications and 1 trigger.';
    await expect(page.getByTestId('import-result')).toHaveText(summary);
    await expect(page.getByText('Import complete', { exact: true })).toBeVisible();

    // Importing it again adds nothing, and says why, before and after.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.getByLabel('Choose a file to import').setInputFiles(path);
    await expect(
      page.getByText('2 of these are already in your account and will not be added again.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByTestId('import-result')).toHaveText(
      'Imported 0 entries and 0 medications. 2 items were already in your account.',
    );

    await page.goto('/history');
    await expect(page.getByTestId('history-entry')).toHaveCount(1);
    await expect(page.getByTestId('history-entry').getByText(JOURNAL_TEXT)).toBeVisible();
  });

  test('the full export downloads as a dated zip with the photos, and imports again', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    // A second entry with a photo, stored through the media API as the journal form does.
    const entryId = crypto.randomUUID();
    const photoId = crypto.randomUUID();
    const upload = await page.request.put(`/api/media/${photoId}?entryId=${entryId}&kind=photo`, {
      headers: { 'Content-Type': 'image/jpeg' },
      data: Buffer.from(TINY_JPEG),
    });
    expect(upload.status()).toBe(201);
    const entry = await page.request.post('/api/journal-entries', {
      data: { id: entryId, date: utcDate(-2), painLevel: 3, photoUrls: [`/api/media/${photoId}`] },
    });
    expect(entry.status()).toBe(201);

    await openSettings(page);
    // formatBytes: under 1 KB it counts bytes; the allowance is the default.
    await expect(
      page.getByText(`Photos and voice notes: ${TINY_JPEG.length} bytes of 500 MB`),
    ).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Full export (with photos and voice notes)' }).click();
    const download = await downloading;
    expect([utcDate(0), utcDate(1)].map((date) => `cairn-export-${date}.zip`)).toContain(
      download.suggestedFilename(),
    );
    const path = await download.path();
    const files = await unzip(await readFile(path));
    expect([...files.keys()].sort()).toEqual(['cairn-export.json', `media/${photoId}.jpg`]);
    expect(files.get(`media/${photoId}.jpg`)).toEqual(Buffer.from(TINY_JPEG));
    const file = JSON.parse(files.get('cairn-export.json')!.toString('utf8')) as ExportFile & {
      media: { id: string; entryId: string; kind: string }[];
    };
    expect(file.format).toBe('cairn-export');
    expect(file.journalEntries.map((e) => e.journalEntry).sort()).toEqual([JOURNAL_TEXT, null]);
    expect(file.media.map(({ id, entryId: of, kind }) => ({ id, of, kind }))).toEqual([
      { id: photoId, of: entryId, kind: 'photo' },
    ]);

    // Into a fresh account through the Import page, with what became of its files.
    await signUpViaApi(page, { firstName: 'Grace' });
    await chooseImportFile(page, path);
    await expect(
      page.getByText(/a Cairn full export, with its photos and voice notes/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByTestId('import-result')).toHaveText(
      'Imported 2 entries, 0 medications and 1 trigger. Photos and voice notes: 1 imported.',
    );
    await expect(page.getByText('Import complete', { exact: true })).toBeVisible();
    const usage = await page.request.get('/api/media/usage');
    expect(await usage.json()).toMatchObject({ files: 1, usedBytes: TINY_JPEG.length });
  });

  test('a broken file is refused with the problem named, and nothing is added', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    const file = {
      format: 'cairn-export',
      version: 1,
      journalEntries: [
        {
          id: 'e1',
          date: '2026-01-01',
          painLevel: 12,
          createdAt: '2026-01-01T08:00:00.000Z',
          updatedAt: '2026-01-01T08:00:00.000Z',
        },
      ],
      medications: [],
      medicationSchedules: [],
      medicationLogs: [],
      triggers: [],
      customTags: [],
    };
    await chooseImportFile(page, {
      name: 'broken-export.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    const problem = 'journalEntries.0.painLevel: Pain level must be between 0 and 10';
    await expect(page.getByRole('alert')).toHaveText(problem);
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
    const entries = await (await page.request.get('/api/journal-entries')).json();
    expect(entries).toHaveLength(1);
  });
});
