import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  uniqueEmail,
  atOneWidth,
} from './support/fixtures';

const TICKET = /CRN-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/;
const toasts = (page: Page) => page.locator('.toast-root');
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const faqButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function fillRequest(form: Locator, fields: { name?: string; email?: string }) {
  if (fields.name !== undefined) await form.getByLabel('Name').fill(fields.name);
  if (fields.email !== undefined) await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Category').selectOption({ label: 'Data & privacy' });
  await form.getByLabel('Subject').fill('Exporting to my doctor');
  await form.getByLabel('Message').fill('Which export should I send to my doctor?');
}

/** Sends the form, holding the request until "Sending..." has been seen. */
async function sendAndSeeTicket(page: Page): Promise<string> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/support', async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/support') && response.request().method() === 'POST',
  );
  const form = contactForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();
  const response = await answered;
  expect(response.status()).toBe(201);
  const { ticketId } = (await response.json()) as { ticketId: string };
  expect(ticketId).toMatch(TICKET);
  await page.unroute('**/api/support');

  const created = `Ticket #${ticketId} created. We'll respond within 24 hours.`;
  await expect(toasts(page)).toContainText('Message sent successfully!');
  await expect(toasts(page)).toContainText(created);
  await expect(page.getByTestId('support-sent')).toContainText(created);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  return ticketId;
}

test.describe('Support Centre', () => {
  test('a signed-out visitor sends a message and gets a ticket number', async ({ page }) => {
    test.slow(); // two axe runs; on two busy cores it came close to the 30 s limit
    await page.goto('/support');
    const supportPage = page.getByTestId('support-page');
    await expect(
      supportPage.getByRole('heading', { level: 1, name: 'Support Centre' }),
    ).toBeVisible();
    // The public frame: Sign In, no app navigation, no landing page.
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
    await expect(page).toHaveTitle('Support Centre · Cairn');

    // Other ways to reach support.
    await expect(supportPage).toContainText('Monday to Friday 9 AM to 5 PM PST');
    await expect(supportPage).toContainText('We reply within 24 hours.');
    await expectNoA11yViolations(page);

    const form = contactForm(page);
    await expect(form.getByLabel('Name')).toHaveValue('');
    const email = uniqueEmail('visitor');
    await fillRequest(form, { name: 'Sam Visitor', email });
    const ticketId = await sendAndSeeTicket(page);
    await expect(page.getByTestId('support-sent')).toContainText(`Our answer goes to ${email}.`);
    expect(ticketId).toMatch(TICKET);

    // The form is empty again.
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByLabel('Category')).toHaveValue('');
    await expectNoA11yViolations(page);
  });

  test('a signed-in user finds name and email filled in and sends a message', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    const { email } = await signUpViaApi(page, { firstName: 'Robin' });
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Centre' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    const form = contactForm(page);
    await expect(form.getByLabel('Name')).toHaveValue('Robin');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await fillRequest(form, {});
    await sendAndSeeTicket(page);

    // Cleared back to the prefilled sender.
    await expect(form.getByLabel('Name')).toHaveValue('Robin');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expectNoA11yViolations(page);
  });

  test("shows the server's reason when a message is refused", async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/support');
    const form = contactForm(page);
    // The browser accepts an address without a dot in the domain; the server does not.
    await fillRequest(form, { name: 'Sam', email: 'sam@localhost' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page)).toContainText('Failed to send message');
    await expect(toasts(page)).toContainText('email: Enter a valid email address');
    await expect(page.getByTestId('support-sent')).toHaveCount(0);
    // Nothing typed is lost.
    await expect(form.getByLabel('Message')).toHaveValue(
      'Which export should I send to my doctor?',
    );
  });

  test('the FAQ opens one category at a time, also from the quick-help cards', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/support');
    const billing = faqButton(page, 'Billing & Subscriptions');
    const features = faqButton(page, 'App Features & Usage');
    const technical = faqButton(page, 'Technical Issues');
    const billingPanel = page.getByRole('region', { name: 'Billing & Subscriptions' });
    const featuresPanel = page.getByRole('region', { name: 'App Features & Usage' });
    for (const button of [billing, features, technical]) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(page.getByText('Can I cancel my subscription anytime?')).toBeHidden();

    await billing.click();
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(billingPanel).toContainText('Can I cancel my subscription anytime?');
    await expect(billingPanel).toContainText('Nothing is deleted.');
    await expect(billingPanel).toContainText('Do you offer student discounts?');

    await technical.click();
    await expect(technical).toHaveAttribute('aria-expanded', 'true');
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
    await expect(billingPanel).toBeHidden();
    await expect(page.getByRole('region', { name: 'Technical Issues' })).toContainText(
      'Does Cairn work offline?',
    );

    await technical.click();
    for (const button of [billing, features, technical]) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }

    // User Guide opens App Features & Usage; Billing Help opens billing.
    await page.getByRole('button', { name: /^User Guide/ }).click();
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    await expect(features).toBeFocused();
    await expect(featuresPanel).toContainText('Export all data');
    await expect(featuresPanel).toContainText('Is there a dark theme?');
    await page.getByRole('button', { name: /^Billing Help/ }).click();
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(features).toHaveAttribute('aria-expanded', 'false');
    await expect(billing).toBeFocused();
    await expectNoA11yViolations(page);

    // The help centre link leads to the FAQ.
    await page.getByRole('link', { name: 'Browse the FAQ' }).click();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeFocused();
  });

  test('Report Bug chooses the technical category and puts the cursor in the form', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/support');
    const form = contactForm(page);
    await page.getByRole('button', { name: /^Report Bug/ }).click();
    await expect(form.getByLabel('Category')).toHaveValue('technical');
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toBeInViewport();

    // Signed in, name and email are there already: the cursor goes to the subject.
    await signUpViaApi(page, { firstName: 'Robin' });
    await page.goto('/support');
    await page.getByRole('button', { name: /^Report Bug/ }).click();
    await expect(form.getByLabel('Category')).toHaveValue('technical');
    await expect(form.getByLabel('Subject')).toBeFocused();
  });
});
