import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
} from '../../test-support/mail-catcher';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

const SUPPORT = 'help@cairn.test';

/** The app's log lines (pino JSON), kept for assertions. */
function logCapture() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    stream: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  };
}

const request = {
  name: 'Zoë Lindqvist',
  email: 'zoe@example.com',
  subject: 'Überweisung failed twice',
  category: 'billing',
  message:
    'I was charged twice for premium this month — please refund one payment. My card ends 4242. ' +
    'This line is deliberately long so that the mail encoder has to wrap it somewhere.\nSecond line.',
};

async function postTicket(t: TestApp, payload: object = request, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/support',
    payload,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(201);
  return response.json().ticketId as string;
}

const ticketCount = async (t: TestApp, ticketNumber: string) =>
  (
    await t.database.db
      .selectFrom('support_tickets')
      .select('id')
      .where('ticket_number', '=', ticketNumber)
      .execute()
  ).length;

const mailTo = (mails: CaughtMail[], address: string) => {
  const found = mails.filter((mail) => mail.to.includes(address));
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('support e-mail through SMTP', () => {
  let catcher: MailCatcher;
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    catcher = await startMailCatcher({ refuse: ['bounce@example.com'] });
    t = await createTestApp({
      config: { smtpUrl: catcher.url, supportEmail: SUPPORT, logLevel: 'info' },
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
  });
  afterEach(() => {
    catcher.mails.length = 0;
  });

  it('notifies the support team with the whole request', async () => {
    const ticket = await postTicket(t);
    const mails = await catcher.waitFor(2);
    expect(mails).toHaveLength(2);
    const notification = mailTo(mails, SUPPORT);
    expect(notification.to).toEqual([SUPPORT]);
    expect(notification.subject).toBe(`[${ticket}] Überweisung failed twice`);
    expect(notification.headers.get('from')).toBe(`Cairn Support <${SUPPORT}>`);
    expect(notification.headers.get('reply-to')).toBe('Zoë Lindqvist <zoe@example.com>');
    expect(notification.text).toContain(`New support request ${ticket}`);
    expect(notification.text).toContain('From: Zoë Lindqvist <zoe@example.com>');
    expect(notification.text).toContain('Account: not signed in');
    expect(notification.text).toContain('Category: Billing & subscriptions');
    expect(notification.text).toContain('Subject: Überweisung failed twice');
    expect(notification.text).toContain(`Message:\n${request.message}\n`);
  });

  it('confirms to the requester with the ticket number and nothing they typed', async () => {
    const ticket = await postTicket(t);
    const confirmation = mailTo(await catcher.waitFor(2), 'zoe@example.com');
    expect(confirmation.to).toEqual(['zoe@example.com']);
    expect(confirmation.subject).toBe(`Your Cairn support request ${ticket}`);
    expect(confirmation.headers.get('from')).toBe(`Cairn Support <${SUPPORT}>`);
    expect(confirmation.headers.get('auto-submitted')).toBe('auto-replied');
    expect(confirmation.text).toContain(`We have created ticket ${ticket}`);
    expect(confirmation.text).toContain('(Billing & subscriptions)');
    expect(confirmation.text).toContain('respond within 24 hours');
    for (const typed of ['Zoë', 'Überweisung', 'charged twice', '4242']) {
      expect(confirmation.text).not.toContain(typed);
      expect(confirmation.subject).not.toContain(typed);
    }
  });

  it('names the account of a signed-in sender to the team', async () => {
    const user = await registerUser(t.app);
    await postTicket(t, { ...request, email: 'other@example.com' }, user.cookie);
    const notification = mailTo(await catcher.waitFor(2), SUPPORT);
    expect(notification.text).toContain(`Account: signed in (user ${user.user.id})`);
  });

  it('cannot be steered to extra recipients through the subject or name', async () => {
    await postTicket(t, {
      ...request,
      name: 'Mallory\r\nBcc: victim@example.com',
      subject: 'Hi\r\nBcc: victim@example.com',
    });
    const mails = await catcher.waitFor(2);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([SUPPORT, 'zoe@example.com']);
    for (const mail of mails) expect(mail.headers.has('bcc')).toBe(false);
  });

  it('keeps the ticket and the other e-mail when one address is refused, and logs no address', async () => {
    const ticket = await postTicket(t, { ...request, email: 'bounce@example.com' });
    const [notification] = await catcher.waitFor(1);
    expect(notification!.to).toEqual([SUPPORT]);
    await vi.waitFor(() =>
      expect(log.lines).toContainEqual(
        expect.objectContaining({
          msg: 'support e-mail failed',
          ticketNumber: ticket,
          recipient: 'requester',
          code: 'EENVELOPE',
          responseCode: 550,
        }),
      ),
    );
    expect(await ticketCount(t, ticket)).toBe(1);
    expect(log.raw.join('')).not.toContain('bounce@example.com');
  });
});

describe('support e-mail when the mail server is down', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    // A port that was free a moment ago: nothing answers there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    t = await createTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, supportEmail: SUPPORT, logLevel: 'info' },
      logStream: log.stream,
    });
  });
  afterAll(() => t.close());

  it('still creates the ticket and logs both failures', async () => {
    const ticket = await postTicket(t);
    expect(await ticketCount(t, ticket)).toBe(1);
    await vi.waitFor(() => {
      const failures = log.lines.filter(
        (line) => line.msg === 'support e-mail failed' && line.ticketNumber === ticket,
      );
      expect(failures.map((line) => line.recipient).sort()).toEqual(['requester', 'support']);
      for (const failure of failures) {
        expect(failure.code).toBe('ESOCKET');
        expect(failure.reason).toContain('ECONNREFUSED');
      }
    });
    expect(log.raw.join('')).not.toContain('zoe@example.com');
  });
});

describe('support e-mail without SMTP_URL and SUPPORT_EMAIL', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('writes each message to the log with the ticket number and category only', async () => {
    const ticket = await postTicket(t);
    await vi.waitFor(() => {
      const entries = log.lines.filter((line) => line.ticketNumber === ticket);
      expect(entries.map((line) => [line.recipient, line.category, line.level])).toEqual([
        ['support', 'billing', 30],
        ['requester', 'billing', 30],
      ]);
      expect(entries[0]!.msg).toContain(`New support request ${ticket} (Billing & subscriptions)`);
      expect(entries[1]!.msg).toContain(`Confirmation of ticket ${ticket}`);
    });
    const everything = log.raw.join('');
    for (const secret of ['Zoë', 'zoe@example.com', 'Überweisung', 'charged twice', '4242']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('uses the log as well when only one of the two is set', async () => {
    const half = logCapture();
    const app = await createTestApp({
      config: { smtpUrl: 'smtp://127.0.0.1:1', logLevel: 'info' },
      logStream: half.stream,
    });
    try {
      const ticket = await postTicket(app);
      await vi.waitFor(() =>
        expect(half.lines.filter((line) => line.ticketNumber === ticket)).toHaveLength(2),
      );
      expect(half.lines.some((line) => line.msg === 'support e-mail failed')).toBe(false);
    } finally {
      await app.close();
    }
  });
});
