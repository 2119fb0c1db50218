import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { mailsTo, type CaughtMail } from './support/mail';
import {
  anotherBrowser,
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  toasts,
  uniqueEmail,
  utcDate,
} from './support/fixtures';

/**
 * The provider portal from invitation to an accepted recommendation, with two browsers: the
 * patient, signed in, and the clinician, who has no account and only the links Cairn e-mailed
 * (caught by the local SMTP server e2e/support/serve.mjs starts).
 */

const CLINICIAN_LINK = /https?:\/\/\S+\/clinician#[A-Za-z0-9_-]{43}/;

function linkIn(mail: CaughtMail): string {
  expect(mail.text).toMatch(CLINICIAN_LINK);
  return CLINICIAN_LINK.exec(mail.text)![0];
}

const INVITATION_CODE = /Then enter this code: (\d{6})\b/;

function codeIn(mail: CaughtMail): string {
  expect(mail.text).toMatch(INVITATION_CODE);
  return INVITATION_CODE.exec(mail.text)![1]!;
}

/** Three months of entries, one every third day, and a medication: enough for a real report. */
async function seedDiary(page: Page) {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: utcDate(-3 * i),
    painLevel: 3 + (i % 5),
    sleepHours: 6 + (i % 3),
    notes: 'Logged for the provider report',
  }));
  const statuses = await Promise.all(
    days.map(async (data) => (await page.request.post('/api/journal-entries', { data })).status()),
  );
  expect(statuses.every((status) => status === 201)).toBe(true);
  const medication = await page.request.post('/api/medications', {
    data: { name: 'Naproxen', dosage: '250 mg', frequency: 'twice-daily' },
  });
  expect(medication.status()).toBe(201);
}

test.describe('healthcare provider portal', () => {
  test('invite a clinician, share a report, and accept their recommendation', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // two browsers, e-mail, a PDF and four axe runs on two cores
    await signUpViaApi(page, { firstName: 'Maria' });
    await seedDiary(page);
    const anaEmail = uniqueEmail('ana-ruiz');

    // The patient adds Dr. Ana Ruiz with read-only access, pain data and medications visible,
    // and allows her to recommend treatments.
    await page.goto('/provider-portal');
    await expect(page.getByRole('heading', { name: 'Healthcare Provider Portal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share Report' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add Provider' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Healthcare Provider' });
    await add.getByLabel('Name').fill('Dr. Ana Ruiz');
    await add.getByLabel('Title').fill('MD');
    await add.getByLabel('Specialization').fill('Rheumatology');
    await add.getByLabel('Email').fill(anaEmail);
    await add.getByLabel('Access level').selectOption('read-only');
    await add.getByRole('switch', { name: 'View symptoms' }).click();
    await add.getByRole('switch', { name: 'View analytics' }).click();
    await add.getByRole('switch', { name: 'Recommend treatments' }).click();
    await expect(add.getByRole('switch', { name: 'View pain data' })).toBeChecked();
    await expect(add.getByRole('switch', { name: 'View medications' })).toBeChecked();
    await expectNoA11yViolations(page);
    await add.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(add).toBeHidden();
    await expect(toasts(page).filter({ hasText: 'Invitation sent' })).toBeVisible();
    const pending = page.getByRole('region', { name: 'Pending Invitations' });
    await expect(pending).toContainText('Dr. Ana Ruiz');

    // Ana opens the e-mailed link in her own browser and confirms the code.
    const [invitation] = await mailsTo(page, anaEmail, 1);
    const clinician = await anotherBrowser(browser, testInfo);
    try {
      const ana = await clinician.newPage();
      await ana.goto(linkIn(invitation!));
      await expect(ana).toHaveURL(`${BASE_URL}/clinician`);
      const codeBox = ana.getByLabel('Enter the 6-digit code from your invitation e-mail');
      await codeBox.fill(codeIn(invitation!) === '000000' ? '111111' : '000000');
      await ana.getByRole('button', { name: 'Confirm' }).click();
      await expect(ana.getByText(/That code is not right\. 4 attempts left\./)).toBeVisible();
      await codeBox.fill(codeIn(invitation!));
      await ana.getByRole('button', { name: 'Confirm' }).click();
      await expect(
        ana.getByRole('heading', { name: 'Cairn · Shared with you by Maria' }),
      ).toBeVisible();
      // What she was allowed, and nothing else.
      await expect(ana.getByRole('heading', { name: 'Pain, last 90 days' })).toBeVisible();
      await expect(ana.getByRole('heading', { name: 'Medications', level: 2 })).toBeVisible();
      await expect(ana.getByText('Naproxen')).toBeVisible();
      await expect(ana.getByRole('heading', { name: 'Symptoms', level: 2 })).toHaveCount(0);
      await expect(ana.getByRole('heading', { name: 'Propose a medication change' })).toHaveCount(
        0,
      );

      // The patient now sees her connected and shares the last 3 months with her.
      await page.reload();
      const card = page.getByRole('listitem', { name: 'Dr. Ana Ruiz' });
      await expect(card).toContainText('Connected');
      await expect(card).toContainText('Collaborative');
      await page.getByRole('button', { name: 'Share Report' }).click();
      const share = page.getByRole('dialog', { name: 'Share Health Report' });
      await expect(share.getByLabel('Time period')).toHaveValue('90');
      await expect(share.getByLabel('Report type')).toHaveValue('comprehensive');
      await share.getByRole('button', { name: 'Share Report' }).click();
      await expect(share).toBeHidden();
      await expect(toasts(page).filter({ hasText: 'Report shared' })).toBeVisible();
      await page.getByRole('tab', { name: 'Shared Reports' }).click();
      const report = page.getByRole('listitem', { name: 'Last 3 months, comprehensive' });
      await expect(report.getByLabel('Unread')).toBeVisible();
      await expect(report).toContainText('Not viewed yet');

      // Ana opens the report from its e-mail, reads it and downloads the PDF.
      const shared = (await mailsTo(page, anaEmail, 2))[1]!;
      await ana.goto(linkIn(shared));
      await expect(ana.getByRole('heading', { name: 'Healthcare Provider Report' })).toBeVisible();
      await expect(ana.getByText('Last 3 months').first()).toBeVisible();
      await expectNoA11yViolations(ana);
      const downloading = ana.waitForEvent('download');
      await ana.getByRole('button', { name: 'Download PDF' }).click();
      expect((await downloading).suggestedFilename()).toMatch(/^healthcare-report-.*\.pdf$/);

      // She recommends a walk after lunch, to review in 4 weeks.
      const form = ana.getByRole('region', { name: 'Recommend a treatment' });
      await form.getByLabel('Title').fill('Try a 10-minute walk after lunch');
      await form.getByLabel('Description').fill('Gentle pace, on most days.');
      await form.getByLabel('Category').selectOption('exercise');
      await form.getByLabel('Review by').fill(utcDate(28));
      await form.getByRole('button', { name: 'Send recommendation' }).click();
      await expect(toasts(ana).filter({ hasText: 'Recommendation sent' })).toBeVisible();
      await expect(ana.getByText('Try a 10-minute walk after lunch').first()).toBeVisible();

      // The patient: the report is read, the recommendation waits for an answer.
      await page.reload();
      await page.getByRole('tab', { name: 'Shared Reports' }).click();
      const viewed = page.getByRole('listitem', { name: 'Last 3 months, comprehensive' });
      await expect(viewed).toContainText('Viewed');
      await expect(viewed.getByLabel('Unread')).toHaveCount(0);
      await page.getByRole('tab', { name: 'Recommendations' }).click();
      const walk = page.getByRole('listitem', { name: 'Try a 10-minute walk after lunch' });
      await expect(walk).toContainText('Dr. Ana Ruiz');
      await expectNoA11yViolations(page);
      await walk.getByRole('button', { name: 'Accept' }).click();
      await expect(walk).toContainText('Accepted');
      await expect(walk.getByRole('button', { name: 'Accept' })).toHaveCount(0);
      await expect(walk.getByRole('button', { name: 'Decline' })).toHaveCount(0);
      await expect(walk.getByRole('button', { name: 'Mark completed' })).toBeVisible();

      // Every use of her links is in the access log; revoking ends her access at once.
      await page.getByRole('tab', { name: 'Providers' }).click();
      await card.getByRole('button', { name: 'Access log' }).click();
      const log = page.getByRole('dialog', { name: /Access log/ });
      await expect(log).toContainText('Confirmed the invitation code');
      await expect(log).toContainText('Viewed a shared report: Last 3 months, comprehensive');
      await expect(log).toContainText('Sent a recommendation');
      // The footer's Close: on a phone the corner one sits under the toasts, and a pointer
      // resting on a toast keeps it open.
      await log.getByRole('button', { name: 'Close' }).last().click();
      await card.getByRole('button', { name: 'Revoke access' }).click();
      await page
        .getByRole('dialog', { name: 'Revoke access for Dr. Ana Ruiz?' })
        .getByRole('button', { name: 'Revoke access' })
        .click();
      await expect(card).toContainText('Access revoked');
      await ana.reload();
      await expect(ana.getByText('Your access has been revoked by the patient.')).toBeVisible();
    } finally {
      await clinician.close();
    }
  });
});
