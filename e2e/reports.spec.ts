import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { TEST_PHOTO_JPEG } from '../src/client/features/reports/pdf/test-photo';
import {
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  utcDate,
  atOneWidth,
} from './support/fixtures';

/** Eight days, today back to 7 days ago; the average is (4+6+3+8+5+7+2+5) / 8 = 5.0. */
const PAINS = [4, 6, 3, 8, 5, 7, 2, 5];

async function seed(page: Page) {
  for (const [offset, painLevel] of PAINS.entries()) {
    const response = await page.request.post('/api/journal-entries', {
      data: {
        date: utcDate(-offset),
        painLevel,
        sleepQuality: painLevel >= 7 ? 3 : 8,
        moodLevel: 3,
        painLocations: [{ bodyPart: 'lowerBack', intensity: painLevel, x: 0, y: 0 }],
        journalEntry: offset === 0 ? 'Took my medication late 😩, walked after lunch.' : undefined,
      },
    });
    expect(response.status()).toBe(201);
  }
  // An older entry, outside the last 7 days but inside the month.
  expect(
    (
      await page.request.post('/api/journal-entries', {
        data: { date: utcDate(-20), painLevel: 6 },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post('/api/medications', {
        data: { name: 'Naproxen', dosage: '250 mg', frequency: 'twice-daily' },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post('/api/triggers', {
        data: { name: 'Cold weather', category: 'weather' },
      })
    ).status(),
  ).toBe(201);
}

async function openReports(page: Page) {
  await page.goto('/reports');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reports and Documentation' }),
  ).toBeVisible();
}

/** The PDF's text, page by page, as pdf.js reads it. */
async function pdfText(path: string): Promise<string[]> {
  const data = new Uint8Array(await readFile(path));
  const doc = await getDocument({ data, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

const generate = (page: Page) => page.getByRole('button', { name: 'Generate Report' });

/** How many images the PDF embeds. */
async function pdfImageCount(path: string): Promise<number> {
  const doc = await PDFDocument.load(await readFile(path));
  return doc.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;
}

/** Today's entry with two stored photos; answers their media ids. */
async function seedPhotos(page: Page): Promise<string[]> {
  const entryId = crypto.randomUUID();
  const ids = [crypto.randomUUID(), crypto.randomUUID()];
  for (const id of ids) {
    const upload = await page.request.put(`/api/media/${id}?entryId=${entryId}&kind=photo`, {
      headers: { 'Content-Type': 'image/jpeg' },
      data: Buffer.from(TEST_PHOTO_JPEG),
    });
    expect(upload.status()).toBe(201);
  }
  const entry = await page.request.post('/api/journal-entries', {
    data: {
      id: entryId,
      date: utcDate(0),
      painLevel: 6,
      photoUrls: ids.map((id) => `/api/media/${id}`),
    },
  });
  expect(entry.status()).toBe(201);
  return ids;
}

test.describe('reports and documentation', () => {
  test('generates the provider report, downloads it as markdown and PDF', async ({ page }) => {
    test.slow(); // generation, two downloads and a PDF parse on a two-core machine
    await signUpViaApi(page, { firstName: 'Maria' });
    await seed(page);
    await openReports(page);

    const reports = page.getByTestId('reports-page');
    for (const title of [
      'Healthcare Provider Report',
      'Insurance Documentation',
      'Personal Progress Report',
    ]) {
      await expect(reports.getByRole('radio', { name: title })).toBeVisible();
    }
    await expect(reports.getByText('Available', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'Healthcare Provider Report' })).toBeChecked();

    // The name comes from the account; the placeholder counts the month's 9 entries.
    await expect(page.getByLabel('Patient name')).toHaveValue('Maria');
    const placeholder = page.getByTestId('report-placeholder');
    await expect(placeholder).toContainText('9 journal entries in the last month');
    await page.getByLabel('Time period').selectOption({ label: 'Last 7 days' });
    await expect(placeholder).toContainText('7 journal entries in the last 7 days');
    await page.getByLabel('Time period').selectOption({ label: 'Last 2 weeks' });
    await expect(placeholder).toContainText('8 journal entries in the last 2 weeks');

    await page.getByLabel('Patient name').fill('Maria Lopez');
    await page.getByLabel('Healthcare provider', { exact: true }).fill('Dr. Okafor');
    await page.getByLabel('Date of birth').fill('1980-03-12');
    await page.getByLabel(/Additional notes/).fill('Ask about the knee 🦵');
    await generate(page).click();

    const preview = page.getByTestId('report-preview');
    await expect(preview).toContainText('# Healthcare Provider Report');
    await expect(preview).toContainText('**Patient:** Maria Lopez');
    await expect(preview).toContainText('**Date of birth:** 12 Mar 1980');
    await expect(preview).toContainText('**Average pain:** 5.0/10 (Moderate)');
    await expect(placeholder).toHaveCount(0);

    // The whole report, as markdown.
    const markdownDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    const markdown = await markdownDownload;
    expect(markdown.suggestedFilename()).toBe(`healthcare-report-${utcDate(0)}.md`);
    const text = await readFile(await markdown.path(), 'utf8');
    expect(text.startsWith('# Healthcare Provider Report')).toBe(true);
    expect(text).toContain('**Patient:** Maria Lopez');
    expect(text).toContain('Naproxen');
    expect(text).toContain('Cold weather');
    expect(text).toContain('Ask about the knee 🦵');
    expect(text.startsWith((await preview.textContent())?.slice(0, 200) ?? 'x')).toBe(true);

    // The PDF: a real document with the patient's name, the figures and numbered pages.
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe(`healthcare-report-${utcDate(0)}.pdf`);
    const pages = await pdfText(await pdf.path());
    const all = pages.join('\n');
    expect(all).toContain('Maria Lopez');
    expect(all).toContain('5.0/10 (Moderate)');
    expect(all).toContain('Naproxen');
    // The emoji is drawn from the embedded emoji font, not replaced by "?".
    expect(all.replace(/\s+/g, ' ')).toContain('Ask about the knee 🦵');
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  test('the provider report carries only the photos the patient ticks, in its PDF and printout', async ({
    page,
    context,
  }, testInfo) => {
    atOneWidth(testInfo);
    test.slow(); // a PDF made and parsed on a two-core machine
    await context.addInitScript(() => {
      window.print = () => {
        document.body.dataset.printed = 'yes';
      };
    });
    await signUpViaApi(page, { firstName: 'Maria' });
    await seedPhotos(page);
    await openReports(page);

    const choices = page.getByRole('group', { name: 'Photos to include' });
    const boxes = choices.getByRole('checkbox');
    await expect(boxes).toHaveCount(2);
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await expectNoA11yViolations(page);

    // Nothing ticked: no photo in the PDF.
    await generate(page).click();
    await expect(page.getByTestId('report-preview')).toContainText('# Healthcare Provider Report');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect(await pdfImageCount(await (await download).path())).toBe(0);

    // One ticked: the report names it, and the PDF and the printout show it.
    const caption = /, photo 2 of 2$/;
    await choices.getByRole('checkbox', { name: caption }).check();
    await expect(
      page.getByText('You have changed the form since this report was made.'),
    ).toBeVisible();
    await generate(page).click();
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await (await download).path();
    expect(await pdfImageCount(pdf)).toBe(1);
    expect((await pdfText(pdf)).join('\n')).toContain('photo 2 of 2');

    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Print Report' }).click();
    const popup = await popupPromise;
    await expect(popup.locator('body')).toHaveAttribute('data-printed', 'yes');
    await expect(popup.locator('figure')).toHaveCount(1);
    await expect(popup.locator('figcaption')).toHaveText(caption);
    expect(
      await popup.locator('figure img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(64);
  });

  test('Generate needs a patient name, shows Generating... and reports a failure', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page, { firstName: '' });
    await openReports(page);
    await expect(page.getByTestId('report-placeholder')).toContainText(
      '0 journal entries in the last month',
    );
    await expect(page.getByLabel('Patient name')).toHaveValue('');
    await expect(generate(page)).toBeDisabled();
    await page.getByLabel('Patient name').fill('Sam');
    await expect(generate(page)).toBeEnabled();

    // Hold the triggers answer to see the generating state, then fail it.
    let answer: (status: number) => void = () => {};
    const answered = new Promise<number>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/triggers', async (route) => {
      await route.fulfill({ status: await answered, body: 'Server unavailable' });
    });
    await generate(page).click();
    const busy = page.getByRole('button', { name: 'Generating...' });
    await expect(busy).toBeDisabled();
    answer(503);
    await expect(page.getByText('Report generation failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Unable to generate report. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(generate(page)).toBeEnabled();
    await expect(page.getByTestId('report-preview')).toHaveCount(0);

    // With the triggers back, the same button makes the report.
    await page.unroute('**/api/triggers');
    await generate(page).click();
    await expect(page.getByTestId('report-preview')).toContainText('**Patient:** Sam');
    await expect(page.getByTestId('report-preview')).toContainText(
      'No journal entries were recorded in this period.',
    );
  });

  test('a card chooses the report; print opens the report as HTML', async ({
    page,
    context,
  }, testInfo) => {
    atOneWidth(testInfo);
    // Printing would block the test; the stub records the call instead.
    await context.addInitScript(() => {
      window.print = () => {
        document.body.dataset.printed = 'yes';
      };
    });
    await signUpViaApi(page, { firstName: 'Maria' });
    await seed(page);
    await openReports(page);

    await page.getByTestId('report-card-insurance').getByText('Treatment compliance').click();
    await expect(page.getByRole('radio', { name: 'Insurance Documentation' })).toBeChecked();
    await expect(page.getByLabel('Report', { exact: true })).toHaveValue('insurance');
    await expect(page.getByLabel('Report type')).toBeDisabled();
    await expect(page.getByLabel('Sleep', { exact: true })).toBeDisabled();
    await generate(page).click();
    await expect(page.getByTestId('report-preview')).toContainText('# Insurance Documentation');

    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Print Report' }).click();
    const popup = await popupPromise;
    await expect(popup.locator('h1')).toHaveText('Insurance Documentation');
    await expect(popup.locator('h2', { hasText: 'Chronological Pain Log' })).toBeVisible();
    await expect(popup.locator('table').first()).toBeVisible();
    await expect(popup).toHaveTitle('Insurance Documentation: Maria');
    await expect(popup.locator('body')).toHaveAttribute('data-printed', 'yes');

    // The markdown download takes the insurance name.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    expect((await download).suggestedFilename()).toBe(`insurance-documentation-${utcDate(0)}.md`);
  });

  test('passes axe before and after generating', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    test.slow();
    await signUpViaApi(page, { firstName: 'Maria' });
    await seed(page);
    await openReports(page);
    await expect(page.getByTestId('report-placeholder')).toContainText('9 journal entries');
    await expectNoA11yViolations(page);
    await generate(page).click();
    await expect(page.getByTestId('report-preview')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('passes axe in the dark theme, with the provider-only settings greyed out', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    test.slow();
    await signUpViaApi(page, { firstName: 'Maria' });
    expect((await page.request.put('/api/settings', { data: { theme: 'dark' } })).status()).toBe(
      200,
    );
    await seed(page);
    await openReports(page);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.getByRole('radio', { name: 'Personal Progress Report' }).check();
    await expect(page.getByLabel('Report type')).toBeDisabled();
    await generate(page).click();
    await expect(page.getByTestId('report-preview')).toContainText('# Personal Progress Report');
    // A change after generating marks the preview as outdated.
    await page.getByLabel('Time period').selectOption({ label: 'Last 7 days' });
    await expect(page.getByText(/changed the form since this report was made/)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('Download FHIR (R4) saves the chosen period as a FHIR bundle', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page, { firstName: 'Maria' });
    await seed(page);
    await openReports(page);
    await page.getByLabel('Time period').selectOption({ label: 'Last 7 days' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download FHIR (R4)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`cairn-${utcDate(0)}-fhir.json`);
    const bundle = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      resourceType: string;
      type: string;
      entry: Array<{
        resource: {
          resourceType: string;
          code?: { coding: { code: string }[] };
          bodySite?: unknown;
        };
      }>;
    };
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    // Each entry's overall pain (LOINC 72514-3 without a body site; sites, sleep and mood are
    // Observations of their own).
    const dayPain = bundle.entry.filter(
      (e) =>
        e.resource.resourceType === 'Observation' &&
        e.resource.code?.coding[0]?.code === '72514-3' &&
        e.resource.bodySite === undefined,
    );
    // Seven days: the entries from today back to 6 days ago, not the older ones.
    expect(dayPain).toHaveLength(7);
    expect(
      bundle.entry.filter((e) => e.resource.resourceType === 'MedicationStatement'),
    ).toHaveLength(1);
    await expect(page.getByText('FHIR file downloaded', { exact: true })).toBeVisible();
  });
});
