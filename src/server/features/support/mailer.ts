import { createTransport } from 'nodemailer';
import { SUPPORT_CATEGORY_LABELS, type SupportCategory } from '@core/support';
import { requesterConfirmation, supportNotification, type OutgoingMail } from './messages';
import type { SupportTicketRow } from './store';

/** The part of Fastify's logger the mailer uses. */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SupportMailer {
  /** Tells the support team and the requester about a new ticket. Never rejects. */
  ticketCreated(ticket: SupportTicketRow): Promise<void>;
  close(): void;
}

// A dead mail server must not keep background sends (and their sockets) around for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * E-mail through SMTP_URL when both SMTP_URL and SUPPORT_EMAIL are set; otherwise each message
 * becomes one line in the server log.
 */
export function createSupportMailer(
  settings: { smtpUrl: string | undefined; supportEmail: string | undefined },
  log: MailLog,
): SupportMailer {
  const { smtpUrl, supportEmail } = settings;
  if (!smtpUrl || !supportEmail) return logOnlyMailer(log);

  const transport = createTransport(
    { url: smtpUrl, ...TIMEOUTS },
    { from: { name: 'Cairn Support', address: supportEmail } },
  );
  const send = async (recipient: 'support' | 'requester', mail: OutgoingMail, ticket: string) => {
    try {
      await transport.sendMail(mail);
    } catch (error) {
      log.error(
        { ticketNumber: ticket, recipient, ...smtpFailure(error) },
        'support e-mail failed',
      );
    }
  };
  return {
    async ticketCreated(ticket) {
      await Promise.all([
        send('support', supportNotification(ticket, supportEmail), ticket.ticket_number),
        send('requester', requesterConfirmation(ticket), ticket.ticket_number),
      ]);
    },
    close: () => transport.close(),
  };
}

/**
 * Without e-mail the team learns of tickets from the log and the Admin Dashboard. The log gets
 * the ticket number and category only: no name, address, subject or message, which are personal
 * and may describe someone's health.
 */
function logOnlyMailer(log: MailLog): SupportMailer {
  return {
    async ticketCreated(ticket) {
      const details = { ticketNumber: ticket.ticket_number, category: ticket.category };
      const label = SUPPORT_CATEGORY_LABELS[ticket.category as SupportCategory] ?? ticket.category;
      log.info(
        { ...details, recipient: 'support' },
        `New support request ${ticket.ticket_number} (${label}); not e-mailed because SMTP_URL and SUPPORT_EMAIL are not both set`,
      );
      log.info(
        { ...details, recipient: 'requester' },
        `Confirmation of ticket ${ticket.ticket_number} to the requester not e-mailed (no SMTP_URL and SUPPORT_EMAIL)`,
      );
    },
    close() {},
  };
}

/** Failures that concern the connection to the mail server, whose text names no recipient. */
const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'ETLS', 'EDNS', 'EAUTH']);

/**
 * What is worth logging about a failed send. A refusal's text usually quotes the recipient's
 * address, so only connection failures keep their message.
 */
function smtpFailure(error: unknown): Record<string, unknown> {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const code = typeof e.code === 'string' ? e.code : 'UNKNOWN';
  return {
    code,
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    ...(typeof e.command === 'string' ? { command: e.command } : {}),
    ...(CONNECTION_CODES.has(code) && error instanceof Error ? { reason: error.message } : {}),
  };
}
