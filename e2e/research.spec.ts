import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { mailsTo } from './support/mail';
import {
  ADMIN_EMAIL,
  anotherBrowser,
  atOneWidth,
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  toasts,
  uniqueEmail,
  utcDate,
} from './support/fixtures';

/**
 * Clinical research from both sides: an admin creates a study in the Admin Dashboard, a person
 * with a month of sleep logged enrols with consent (and gets the e-mail), someone with less is
 * told why they cannot, the admin downloads the de-identified dataset, and the participant
 * withdraws with their data removed. Other specs share the database, so every study has a
 * title of its own and is found by it.
 */

const PRIVATE_NOTE = 'Private note about my neighbour';

/** `days` days of entries with sleep, ending today, each with a note that must never leave. */
async function seedSleepDiary(page: Page, days: number) {
  const statuses = await Promise.all(
    Array.from({ length: days }, async (_, i) => {
      const response = await page.request.post('/api/journal-entries', {
        data: {
          date: utcDate(-i),
          painLevel: 3 + (i % 5),
          sleepHours: 5 + (i % 4),
          notes: PRIVATE_NOTE,
        },
      });
      return response.status();
    }),
  );
  expect(statuses.every((status) => status === 201)).toBe(true);
}

async function contentOf(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

const studyCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title });

async function createStudyAsAdmin(admin: Page, title: string) {
  await admin.goto('/admin/tickets');
  await admin.getByRole('tab', { name: 'Research Studies' }).click();
  await admin.getByRole('button', { name: 'New study' }).first().click();
  const form = admin.getByRole('dialog', { name: 'New study' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form
    .getByLabel('Description', { exact: true })
    .fill('Does a short night make a flare more likely the next day?');
  await form.getByLabel('Institution', { exact: true }).fill('Northfield University');
  await form.getByLabel('Institution type').selectOption('academic');
  await form.getByLabel('Principal investigator').fill('Dr. Amara Okafor');
  await form.getByLabel('Study type').selectOption('observational');
  await form.getByLabel('Start date').fill(utcDate(-1));
  await form.getByLabel('End date').fill(utcDate(180));
  await form.getByLabel('Target participants').fill('100');
  await form.getByLabel('Minimum days of entries (optional)').fill('30');
  await form.getByRole('button', { name: 'Add a field rule' }).click();
  await form.getByLabel('Field of rule 1').selectOption('sleepHours');
  await form.getByLabel('Entries for rule 1').fill('30');
  await form.getByRole('checkbox', { name: 'Sleep', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Required (Sleep)' }).check();
  await form.getByRole('checkbox', { name: 'Medication records', exact: true }).check();
  await form.getByLabel('Privacy level').selectOption('pseudonymized');
  await form.getByLabel('Ethics approval reference').fill('NU-REC 2026/118');
  await form.getByLabel('Contact name').fill('Sleep Study Team');
  await form.getByLabel('Contact email').fill('sleep-study@northfield.example');
  await form
    .getByLabel('Consent text')
    .fill('We will study how your sleep relates to your flares over six months.');
  await form
    .getByLabel('Consent statements')
    .fill('I have read the information about this study.\nI take part voluntarily.');
  await form.getByRole('button', { name: 'Create study' }).click();
  await expect(toasts(admin).filter({ hasText: 'Study created' })).toBeVisible();
  await expect(studyCard(admin, title).getByTestId('study-phase')).toHaveText('Phase: Recruiting');
}

async function downloadDataset(admin: Page, title: string): Promise<string> {
  const downloading = admin.waitForEvent('download');
  await studyCard(admin, title).getByRole('button', { name: 'Dataset (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cairn-study-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.csv$/);
  return contentOf(download);
}

test.describe('Clinical research', () => {
  test('an admin runs a study, a person enrols with consent, the dataset holds only what they agreed to, and they withdraw', async ({
    page,
    browser,
  }, testInfo) => {
    atOneWidth(testInfo);
    test.slow();
    const title = `Sleep and flare frequency ${Date.now()}`;
    const email = uniqueEmail('research');
    await signUpViaApi(page, { email, firstName: 'Rosa' });
    await seedSleepDiary(page, 30);

    const adminContext = await anotherBrowser(browser, testInfo);
    const admin = await adminContext.newPage();
    await signUpViaApi(admin, { email: ADMIN_EMAIL });
    await createStudyAsAdmin(admin, title);

    // Someone with only 12 days is told why the study is not for them.
    const otherContext = await anotherBrowser(browser, testInfo);
    const other = await otherContext.newPage();
    await signUpViaApi(other);
    await seedSleepDiary(other, 12);
    await other.goto('/clinical-research');
    const notEligible = other.getByTestId('not-eligible-study').filter({ hasText: title });
    await expect(notEligible.getByTestId('eligibility-reasons')).toContainText(
      'Needs 30 days of entries, you have 12',
    );

    // The person with a month of sleep sees it as eligible and reads the details.
    await page.goto('/clinical-research');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Clinical Research Participation' }),
    ).toBeVisible();
    await expect(
      page.getByTestId('ethics-notice').getByRole('link', { name: 'data privacy' }),
    ).toHaveAttribute('href', '/privacy');
    const card = page.getByTestId('study-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details).toContainText('Dr. Amara Okafor');
    await expect(details).toContainText('At least 30 days of entries');
    await expect(details).toContainText('NU-REC 2026/118');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');

    // Consent: Enroll stays off until every statement is ticked.
    await card.getByRole('button', { name: 'Enroll' }).click();
    const consent = page.getByTestId('consent-dialog');
    await expect(consent.getByTestId('consent-text')).toContainText(
      'how your sleep relates to your flares',
    );
    const enroll = consent.getByRole('button', { name: 'Enroll' });
    await expect(enroll).toBeDisabled();
    await consent
      .getByRole('checkbox', { name: 'I have read the information about this study.' })
      .check();
    await expect(enroll).toBeDisabled();
    await consent.getByRole('checkbox', { name: 'I take part voluntarily.' }).check();
    // Medication records are optional here and left unticked: the study must not get them.
    await expect(consent.getByRole('checkbox', { name: /Medication records/ })).not.toBeChecked();
    await enroll.click();
    await expect(toasts(page).filter({ hasText: 'Successfully enrolled' })).toBeVisible();

    // The onboarding e-mail arrives.
    const [welcome] = await mailsTo(page, email, 1);
    expect(welcome!.subject).toBe(`You're enrolled: ${title}`);
    expect(welcome!.text).toContain('You can withdraw at any time');

    // My Participation counts today's entry, logged on the enrolment day.
    await page.getByRole('tab', { name: 'My Participation' }).click();
    const participation = page.getByTestId('participation-card').filter({ hasText: title });
    await expect(participation.getByTestId('participation-status')).toContainText('Active');
    await expect(participation.getByTestId('contributed-counts')).toContainText('Pain entries');
    await expect(participation.getByTestId('contributed-counts')).toContainText('1');
    await expect(participation.getByTestId('shared-categories')).toContainText('Sleep');
    await expect(participation.getByTestId('shared-categories')).not.toContainText('Medication');
    await expectNoA11yViolations(page);

    // The admin's dataset: a pseudonym, shifted dates, pain and sleep, no notes, no e-mail.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Research Studies' }).click();
    await expect(studyCard(admin, title).getByTestId('study-count-active')).toContainText('1');
    const csv = await downloadDataset(admin, title);
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',')).toEqual(
      expect.arrayContaining(['participant_id', 'date', 'pain_level', 'sleep_hours']),
    );
    expect(header).not.toContain('doses_taken');
    expect(rows.length).toBe(1);
    expect(rows[0]).toMatch(/^P-[A-Z0-9]{10},/);
    expect(csv).not.toContain(PRIVATE_NOTE);
    expect(csv).not.toContain(email);
    expect(csv).not.toContain(utcDate(0));

    // The participant sees exactly what the study receives.
    await participation.getByRole('button', { name: 'View Data' }).click();
    const viewData = page.getByTestId('view-data-dialog');
    await expect(viewData.getByTestId('pseudonym')).toHaveText(rows[0]!.split(',')[0]!);
    await page.keyboard.press('Escape');

    // Withdrawing with the data removed takes them out of the next download.
    await participation.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByTestId('withdraw-dialog');
    await withdraw.getByRole('radio', { name: /Remove my data from the study/ }).check();
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(toasts(page).filter({ hasText: 'Withdrawn from study' })).toBeVisible();
    await expect(
      page.getByTestId('withdrawn-participation').filter({ hasText: title }),
    ).toBeVisible();

    const after = await downloadDataset(admin, title);
    expect(
      after
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);

    await adminContext.close();
    await otherContext.close();
  });

  test('a completed study gives a certificate, and the page fits a phone', async ({
    page,
    browser,
  }, testInfo) => {
    const title = `Flare diary validation ${Date.now()}-${testInfo.project.name}`;
    await signUpViaApi(page, { firstName: 'Rosa' });
    await seedSleepDiary(page, 3);
    // In the dark theme: the light one is checked with axe by the journey above.
    expect((await page.request.put('/api/settings', { data: { theme: 'dark' } })).status()).toBe(
      200,
    );

    const adminContext = await anotherBrowser(browser, testInfo);
    const admin = adminContext.request;
    await signUpViaApi(await adminContext.newPage(), { email: ADMIN_EMAIL });
    const created = await admin.post('/api/admin/research-studies', {
      data: {
        title,
        description: 'Checks that a daily diary captures flares.',
        institution: 'Pain Research Trust',
        institutionType: 'nonprofit',
        principalInvestigator: 'Dr. Lee Harmon',
        studyType: 'observational',
        startDate: utcDate(-1),
        endDate: utcDate(60),
        targetParticipants: 50,
        eligibility: {},
        dataRequirements: [
          { category: 'pain', description: '', frequency: 'daily', required: true },
        ],
        privacyLevel: 'anonymized',
        ethicsApproval: 'PRT-2026-07',
        contactInfo: { name: 'Diary team', email: 'diary@prt.example' },
        consentText: 'A short study of daily pain diaries.',
        consentStatements: ['I agree to take part.'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const study = (await created.json()) as { id: string; consent: { version: number } };
    const enrolled = await page.request.post(`/api/research-studies/${study.id}/enroll`, {
      data: { consentVersion: study.consent.version, acceptedStatements: [0] },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    const completed = await admin.post(`/api/admin/research-studies/${study.id}/phase`, {
      data: { phase: 'completed' },
    });
    expect(completed.status()).toBe(200);

    await page.goto('/clinical-research');
    await page.getByRole('tab', { name: 'My Participation' }).click();
    const participation = page.getByTestId('participation-card').filter({ hasText: title });
    await expect(participation.getByTestId('participation-status')).toContainText('Completed');
    await expect(participation.getByTestId('completion-percent')).toContainText('100%');
    const downloading = page.waitForEvent('download');
    await participation.getByRole('button', { name: 'Certificate' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `cairn-certificate-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
    );
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('tab', { name: 'Research Impact' }).click();
    await expect(page.getByTestId('certifications')).toContainText(title);
    await expect(
      page.getByRole('img', { name: /^Data points contributed by month/ }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expectNoA11yViolations(page);
    await adminContext.close();
  });
});
