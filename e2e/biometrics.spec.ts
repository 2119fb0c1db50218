import type { Page } from '@playwright/test';
import yazl from 'yazl';
import {
  appleHealthExportXml,
  type ExportRecord,
} from '../src/core/biometrics/apple-health/export-writer';
import { hashSeed, seededRandom } from '../src/core/stats/random';
import {
  atOneWidth,
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  toasts,
  utcDate,
} from './support/fixtures';

/**
 * Biometric Integration through the real server: an Apple Health export uploaded in the page,
 * read in the background, its readings charted, short nights found to go with pain, an alert for
 * a low blood oxygen; then a scale that sends its own readings with a device token.
 */

const WATCH = 'Sam’s Apple Watch';
const HOUR = 3_600_000;

/**
 * About a third of the last 60 nights are short (5 h), drawn at random (a strictly periodic
 * pattern could line up with the permutation test's blocks); the day after one hurts more.
 */
const draw = seededRandom(hashSeed('short nights'));
const SHORT = new Set(Array.from({ length: 60 }, (_, i) => i + 1).filter(() => draw() < 0.35));
const isShort = (daysAgo: number) => SHORT.has(daysAgo);

async function logDiary(page: Page) {
  const statuses = await Promise.all(
    Array.from({ length: 60 }, async (_, i) => {
      const daysAgo = i + 1;
      const painLevel = isShort(daysAgo) ? 7 + (i % 2) : 3 + (i % 2);
      const response = await page.request.post('/api/journal-entries', {
        data: { date: utcDate(-daysAgo), painLevel },
      });
      return response.status();
    }),
  );
  expect(statuses.every((status) => status === 201)).toBe(true);
}

/** The watch's nights (ending 07:00 UTC on each diary day) and a low blood oxygen an hour ago. */
function exportRecords(): ExportRecord[] {
  const records: ExportRecord[] = [];
  const record = (type: string, unit: string, value: string, start: number, end = start) =>
    records.push({ type, sourceName: WATCH, unit, value, start, end, offsetMinutes: 0 });
  for (let daysAgo = 60; daysAgo >= 1; daysAgo -= 1) {
    const wake = Date.parse(`${utcDate(-daysAgo)}T07:00:00.000Z`);
    const hours = isShort(daysAgo) ? 5 : 7.5 + (daysAgo % 2) * 0.5;
    record(
      'HKCategoryTypeIdentifierSleepAnalysis',
      '',
      'HKCategoryValueSleepAnalysisAsleepCore',
      wake - hours * HOUR,
      wake,
    );
    record(
      'HKQuantityTypeIdentifierRestingHeartRate',
      'count/min',
      String(58 + (daysAgo % 5)),
      wake + HOUR,
    );
  }
  record('HKQuantityTypeIdentifierOxygenSaturation', '%', '0.9', Date.now() - HOUR);
  return records;
}

async function exportZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from([...appleHealthExportXml(exportRecords())].join('')),
    'apple_health_export/export.xml',
  );
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const stat = (page: Page, name: string) =>
  page.getByRole('group', { name }).getByTestId('stat-value');

test.describe('biometric integration', () => {
  test('an Apple Health export becomes devices, charts, a correlation and an alert; a scale pushes its own readings', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    test.slow(); // an upload read in the background and an axe run on two cores
    await signUpViaApi(page);
    await logDiary(page);

    await page.goto('/biometric-integration');
    await expect(
      page.getByRole('heading', { name: 'Biometric Integration', level: 1 }),
    ).toBeVisible();
    await expect(stat(page, 'Connected Devices')).toHaveText('0');

    await page.getByRole('button', { name: 'Add Device' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Apple Health/ }).click();
    await dialog.getByLabel('Health export file').setInputFiles({
      name: 'export.zip',
      mimeType: 'application/zip',
      buffer: await exportZip(),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Finished: 121 readings added from 121 records.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The watch is a device now, and its low blood oxygen an hour ago is an alert.
    await expect(page.getByRole('heading', { name: WATCH })).toBeVisible();
    await expect(stat(page, 'Connected Devices')).toHaveText('1');
    const banner = page.getByRole('region', { name: 'High: Low blood oxygen' });
    await expect(banner).toContainText('Blood oxygen of 90 % is below 92 %.');

    await page.getByRole('tab', { name: 'Recent Readings' }).click();
    await expect(page.getByRole('heading', { name: 'Sleep' })).toBeVisible();
    await expect(page.getByText('Outside the usual range').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Correlations' }).click();
    await expect(
      page.getByText(
        /^Nights under 6 h of sleep \(from Sam’s Apple Watch\) go with \d\.\d points more pain the next day \(n = 60, significant\)\.$/,
      ),
    ).toBeVisible();
    await expect(stat(page, 'Strong Correlations')).not.toHaveText('0');
    await expectNoA11yViolations(page);

    // Resolving the alert takes the banner away.
    await page.getByRole('button', { name: /^Alerts/ }).click();
    const alerts = page.getByRole('dialog');
    await alerts.getByRole('button', { name: 'Resolve' }).first().click();
    await alerts.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();

    // A scale that sends its readings itself: its token is shown once and works at once.
    await page.getByRole('tab', { name: 'Devices' }).click();
    await page.getByRole('button', { name: 'Add Device' }).first().click();
    await dialog.getByRole('button', { name: /sends readings/ }).click();
    await dialog.getByLabel('Name').fill('Withings scale');
    await dialog.getByLabel('Kind of device').selectOption('smart_scale');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(toasts(page).filter({ hasText: 'Device connected' })).toBeVisible();
    const token = await dialog.getByRole('textbox', { name: 'Device token' }).inputValue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const pushed = await page.request.post('/api/biometric-readings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        batteryLevel: 15,
        readings: [{ type: 'weight', value: 71.2, timestamp: new Date().toISOString() }],
      },
    });
    expect(pushed.status()).toBe(200);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const scale = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Withings scale' }) });
    await scale.getByRole('button', { name: 'Sync' }).click();
    await expect(toasts(page).filter({ hasText: 'Sync completed' })).toBeVisible();
    await expect(scale.getByLabel('Battery low')).toBeVisible();
    await expect(scale).toContainText('15%');
  });

  test('on a phone, the page, its tabs and the Add Device dialog fit and read well', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
    await signUpViaApi(page);
    const connected = await page.request.post('/api/biometric-devices/connect', {
      data: {
        name: 'Cuff',
        type: 'blood_pressure_monitor',
        connection: 'push',
        dataTypes: {
          heartRate: true,
          bloodPressure: true,
          oxygenSaturation: false,
          bodyTemperature: false,
          glucoseLevel: false,
          weight: false,
          sleepMetrics: false,
          activityLevel: false,
          stressLevel: false,
        },
      },
    });
    const { token } = (await connected.json()) as { token: string };
    await page.request.post('/api/biometric-readings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        batteryLevel: 80,
        readings: [
          {
            type: 'blood_pressure',
            value: 132,
            diastolic: 84,
            timestamp: new Date(Date.now() - HOUR).toISOString(),
          },
          { type: 'heart_rate', value: 71, timestamp: new Date(Date.now() - HOUR).toISOString() },
        ],
      },
    });

    await page.goto('/biometric-integration');
    await expect(stat(page, 'Data Points Today')).toHaveText(/^[12]$/);
    await expect(page.getByRole('heading', { name: 'Cuff' })).toBeVisible();
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(wide).toBe(false);
    await page.getByRole('tab', { name: 'Recent Readings' }).click();
    await expect(page.getByText('132/84 mmHg').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Correlations' }).click();
    await expect(page.getByText(/both pain and device data/)).toBeVisible();
    await page.getByRole('button', { name: 'Add Device' }).first().click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: /Apple Health/ }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
