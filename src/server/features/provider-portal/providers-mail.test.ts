import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSections } from '@core/report/settings';
import { startMailCatcher, type MailCatcher } from '../../test-support/mail-catcher';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { api, connect, invite, type Who } from './providers-fixtures';
import { hashCode, hashToken } from './secrets';

const SENDER = 'cairn@clinic.test';
const PUBLIC_URL = 'https://cairn.example.org';
const LINK = /https:\/\/cairn\.example\.org\/clinician#([A-Za-z0-9_-]{43})/;

/** The app's log lines as they were written, for "no personal data" checks. */
function logCapture() {
  const raw: string[] = [];
  return { raw, stream: { write: (line: string) => void raw.push(line) } };
}

describe('provider e-mail through SMTP', () => {
  let catcher: MailCatcher;
  let t: TestApp;
  let alice: Who;
  const log = logCapture();
  beforeAll(async () => {
    catcher = await startMailCatcher({ refuse: ['gone@clinic.test'] });
    t = await createTestApp({
      config: {
        smtpUrl: catcher.url,
        supportEmail: SENDER,
        publicUrl: PUBLIC_URL,
        logLevel: 'info',
      },
      logStream: log.stream,
    });
    alice = await registerUser(t.app, { firstName: 'Alice', lastName: 'Moss' });
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
  });
  afterEach(() => {
    catcher.mails.length = 0;
  });

  it('e-mails the invitation with the link and the code, and keeps them out of the answer', async () => {
    const result = await invite(t, alice, { name: 'Dr. Ana Ruiz', email: 'ana@clinic.test' });
    expect(result).toEqual({ provider: expect.any(Object), delivery: 'email' });
    const [mail] = await catcher.waitFor(1);
    expect(mail!.to).toEqual(['ana@clinic.test']);
    expect(mail!.subject).toBe('Dr. Ana Ruiz: Alice Moss invited you to Cairn');
    expect(mail!.headers.get('from')).toBe(`Cairn <${SENDER}>`);
    const token = LINK.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    const code = /enter this code: (\d{6})/.exec(mail!.text)?.[1];
    expect(code).toBeDefined();
    expect(mail!.text).toContain('Access level: Read-only.');
    expect(mail!.text).toMatch(/Your access ends on \d{1,2} \w+ \d{4}/);

    const row = await t.database.db
      .selectFrom('healthcare_providers')
      .select('code_hash')
      .where('id', '=', result.provider.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toBe(hashCode(result.provider.id, code!));
    const link = await t.database.db
      .selectFrom('provider_links')
      .select('token_hash')
      .where('provider_id', '=', result.provider.id)
      .executeTakeFirstOrThrow();
    expect(link.token_hash).toBe(hashToken(token!));
  });

  it('e-mails a resent invitation with a new code', async () => {
    const first = await invite(t, alice, { email: 'resend@clinic.test' });
    const [original] = await catcher.waitFor(1);
    const response = await api(t)(
      alice,
      'POST',
      `/api/healthcare-providers/${first.provider.id}/resend`,
    );
    expect(response.json().delivery).toBe('email');
    const mails = await catcher.waitFor(2);
    expect(LINK.exec(mails[1]!.text)?.[1]).not.toBe(LINK.exec(original!.text)?.[1]);
  });

  it('e-mails a shared report’s link', async () => {
    const { provider } = await invite(t, alice, { name: 'Dr. Lee', email: 'lee@clinic.test' });
    await connect(t, provider.id);
    await catcher.waitFor(1);
    catcher.mails.length = 0;
    const response = await api(t)(alice, 'POST', '/api/shared-reports', {
      providerId: provider.id,
      dateRange: 14,
      reportType: 'summary',
      includeSections: defaultSections(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().delivery).toBe('email');
    expect(response.json().link).toBeUndefined();
    const [mail] = await catcher.waitFor(1);
    expect(mail!.to).toEqual(['lee@clinic.test']);
    expect(mail!.subject).toBe('Dr. Lee: Alice Moss shared a health report with you');
    expect(mail!.text).toContain('Last 2 weeks, summary');
    const token = LINK.exec(mail!.text)?.[1];
    const link = await t.database.db
      .selectFrom('provider_links')
      .select('token_hash')
      .where('shared_report_id', '=', response.json().report.id)
      .executeTakeFirstOrThrow();
    expect(link.token_hash).toBe(hashToken(token!));
  });

  it('hands the link and code to the patient when the mail server refuses, logging no address', async () => {
    const result = await invite(t, alice, { email: 'gone@clinic.test' });
    expect(result.delivery).toBe('manual');
    if (result.delivery !== 'manual') return;
    expect(result.link).toMatch(LINK);
    expect(result.code).toMatch(/^\d{6}$/);
    await vi.waitFor(() => expect(log.raw.join('')).toContain('provider e-mail failed'));
    const written = log.raw.join('');
    for (const secret of [
      'gone@clinic.test',
      'Alice',
      'Ana Ruiz',
      result.link.split('#')[1]!,
      result.code!,
    ]) {
      expect(written).not.toContain(secret);
    }
  });
});

describe('provider e-mail without SMTP', () => {
  it('answers with the link and code and logs one line without personal data', async () => {
    const log = logCapture();
    const t = await createTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
    try {
      const alice = await registerUser(t.app, { firstName: 'Alice', lastName: 'Moss' });
      const result = await invite(t, alice, { email: 'ana@clinic.test' });
      expect(result.delivery).toBe('manual');
      if (result.delivery !== 'manual') return;
      const lines = log.raw.filter((line) => line.includes('not e-mailed'));
      expect(lines).toHaveLength(1);
      for (const secret of [
        'ana@clinic.test',
        'Alice',
        'Ana Ruiz',
        result.link.split('#')[1]!,
        result.code!,
      ]) {
        expect(log.raw.join('')).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
