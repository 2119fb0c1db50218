import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test-support/mail-catcher';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { createReminderMailer } from './reminder-mail';

const ORIGIN = 'https://cairn.example.test';

/** A log that keeps its lines, to check what reaches it. */
function recordingLog() {
  const lines: string[] = [];
  const keep = (details: object, message: string) =>
    lines.push(JSON.stringify({ ...details, message }));
  return { lines, log: { info: keep, error: keep } };
}

describe('reminder e-mails', () => {
  let catcher: MailCatcher;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startMailCatcher({ refuse: ['refused@example.test'] });
    t = await createTestApp({
      config: { smtpUrl: catcher.url, supportEmail: 'cairn@example.test', publicUrl: ORIGIN },
    });
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
  });

  it('tells the signed-in person that e-mail reminders can be sent, and no one else', async () => {
    const who = await registerUser(t.app);
    const channels = await t.app.inject({
      url: '/api/reminders/channels',
      headers: { cookie: who.cookie },
    });
    expect(channels.statusCode).toBe(200);
    expect(channels.json()).toEqual({ email: true });
    expect((await t.app.inject({ url: '/api/reminders/channels' })).statusCode).toBe(401);
  });

  it('sends the daily check-in with its link and a one-click unsubscribe that works', async () => {
    const who = await registerUser(t.app, { firstName: 'Robin' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: who.cookie },
      payload: { reminderEmail: true },
    });
    const { log, lines } = recordingLog();
    const mailer = createReminderMailer(t.config, log);
    const before = catcher.mails.length;
    const sent = await mailer.send(
      { userId: who.user.id, email: who.email, name: 'Robin' },
      'daily-checkin',
    );
    mailer.close();
    expect(sent).toBe(true);
    const mail = (await catcher.waitFor(before + 1))[before]!;
    expect(mail.to).toEqual([who.email]);
    expect(mail.subject).toBe('How was your pain today?');
    expect(mail.headers.get('from')).toBe('Cairn <cairn@example.test>');
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const oneClick =
      /^<(https:\/\/cairn\.example\.test\/api\/reminders\/unsubscribe\?token=([^>]+))>$/.exec(
        mail.headers.get('list-unsubscribe') ?? '',
      );
    expect(oneClick).not.toBeNull();
    const token = decodeURIComponent(oneClick![2]!);
    expect(mail.text.trimEnd()).toBe(
      [
        'Hello Robin,',
        '',
        "A minute for today's journal entry, however the day went.",
        `Open Cairn: ${ORIGIN}/journal`,
        '',
        `Stop these e-mails: ${ORIGIN}/unsubscribe?token=${oneClick![2]}`,
        '',
        'Cairn',
      ].join('\n'),
    );
    // Nothing about the person, and no link, in the log.
    expect(lines.join('\n')).not.toMatch(new RegExp(`${who.email}|Robin|${token.slice(-20)}`));

    // What a mail program does with the header: POST the RFC 8058 form body to it, signed out.
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(oneClick![1]!).pathname + new URL(oneClick![1]!).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { cookie: who.cookie },
    });
    expect(settings.json()).toMatchObject({ reminderEmail: false });
  });

  it('sends the weekly check-in, greeting without a name when there is none', async () => {
    const mailer = createReminderMailer(t.config, recordingLog().log);
    const before = catcher.mails.length;
    expect(await mailer.send({ userId: 'u-1', email: 'peg@example.test', name: ' ' }, 'peg')).toBe(
      true,
    );
    mailer.close();
    const mail = (await catcher.waitFor(before + 1))[before]!;
    expect(mail.subject).toBe('Your weekly check-in');
    expect(mail.text.split('\n').slice(0, 4)).toEqual([
      'Hello,',
      '',
      'Three questions about your pain this past week.',
      `Open Cairn: ${ORIGIN}/weekly-check-in`,
    ]);
  });

  it('resolves false when the mail server refuses, and logs no address', async () => {
    const { log, lines } = recordingLog();
    const mailer = createReminderMailer(t.config, log);
    const sent = await mailer.send(
      { userId: 'u-2', email: 'refused@example.test', name: 'Sam' },
      'daily-checkin',
    );
    mailer.close();
    expect(sent).toBe(false);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      mail: 'reminder',
      kind: 'daily-checkin',
      responseCode: 550,
      message: 'reminder e-mail failed',
    });
    expect(lines[0]).not.toContain('refused@example.test');
    expect(lines[0]).not.toContain('Sam');
  });
});

describe('reminder e-mails without SMTP', () => {
  it('tells Settings that e-mail reminders cannot be sent here', async () => {
    const t = await createTestApp();
    try {
      const who = await registerUser(t.app);
      const channels = await t.app.inject({
        url: '/api/reminders/channels',
        headers: { cookie: who.cookie },
      });
      expect(channels.json()).toEqual({ email: false });
    } finally {
      await t.close();
    }
  });

  it('resolves false and says so once, with nothing about the person', async () => {
    const { log, lines } = recordingLog();
    const mailer = createReminderMailer(
      {
        smtpUrl: undefined,
        supportEmail: undefined,
        sessionSecret: 'test-secret-that-is-long-enough-for-cookies-0123456789',
        publicUrl: undefined,
        host: '127.0.0.1',
        port: 5000,
      },
      log,
    );
    const to = { userId: 'u-3', email: 'quiet@example.test', name: 'Alex' };
    expect(await mailer.send(to, 'daily-checkin')).toBe(false);
    expect(await mailer.send(to, 'peg')).toBe(false);
    mailer.close();
    expect(lines).toEqual([
      JSON.stringify({
        mail: 'reminder',
        kind: 'daily-checkin',
        message:
          'Reminder e-mails are not sent because SMTP_URL and SUPPORT_EMAIL are not both set',
      }),
    ]);
  });

  it('links to the server’s own address when PUBLIC_URL is not set', async () => {
    const catcher = await startMailCatcher();
    try {
      const { log, lines } = recordingLog();
      const mailer = createReminderMailer(
        {
          smtpUrl: catcher.url,
          supportEmail: 'cairn@example.test',
          sessionSecret: 'test-secret-that-is-long-enough-for-cookies-0123456789',
          publicUrl: undefined,
          host: '127.0.0.1',
          port: 5000,
        },
        log,
      );
      expect(lines.join()).toContain('PUBLIC_URL is not set');
      await mailer.send({ userId: 'u-4', email: 'a@example.test', name: '' }, 'daily-checkin');
      mailer.close();
      const [mail] = await catcher.waitFor(1);
      expect(mail!.text).toContain('Open Cairn: http://127.0.0.1:5000/journal');
      expect(mail!.headers.get('list-unsubscribe')).toMatch(
        /^<http:\/\/127\.0\.0\.1:5000\/api\/reminders\/unsubscribe\?token=/,
      );
    } finally {
      await catcher.close();
    }
  });
});
