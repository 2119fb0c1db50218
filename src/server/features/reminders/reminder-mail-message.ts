import { DAILY_CHECKIN_TITLE, PEG_BODY, PEG_TITLE } from '@core/reminder-delivery';
import type { Config } from '../../config';
import { UNSUBSCRIBE_URL } from './unsubscribe-schema';

export type ReminderMailKind = 'daily-checkin' | 'peg';

const CONTENT: Record<ReminderMailKind, { subject: string; line: string; path: string }> = {
  'daily-checkin': {
    subject: DAILY_CHECKIN_TITLE,
    line: "A minute for today's journal entry, however the day went.",
    path: '/journal',
  },
  peg: { subject: PEG_TITLE, line: PEG_BODY, path: '/weekly-check-in' },
};

/**
 * Where the links in reminder e-mails point. An e-mail is sent by the scheduler, with no request
 * to take an address from, so set PUBLIC_URL to the address people reach Cairn at; without it the
 * links name the server's own host and port, which only work on that machine's network.
 */
export function reminderOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  return config.publicUrl ?? `http://${config.host}:${config.port}`;
}

/**
 * A reminder e-mail: plain text, short, with a one-click unsubscribe (RFC 8058) for mail
 * programs and a link to a page that asks first for people.
 */
export function reminderMessage(mail: {
  to: { email: string; name: string };
  kind: ReminderMailKind;
  origin: string;
  /** The signed unsubscribe token of the recipient (unsubscribe-token.ts). */
  token: string;
}) {
  const { subject, line, path } = CONTENT[mail.kind];
  const token = encodeURIComponent(mail.token);
  const name = mail.to.name.trim();
  return {
    to: mail.to.email,
    subject,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      line,
      `Open Cairn: ${mail.origin}${path}`,
      '',
      `Stop these e-mails: ${mail.origin}/unsubscribe?token=${token}`,
      '',
      'Cairn',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${mail.origin}${UNSUBSCRIBE_URL}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // Tells mail servers not to answer it with out-of-office replies (RFC 3834).
      'Auto-Submitted': 'auto-generated',
    },
  };
}
