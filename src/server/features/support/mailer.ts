import { SUPPORT_CATEGORY_LABELS, type SupportCategory } from '@core/support';
import { smtpFailure, smtpTransport, type MailLog } from '../../mail/transport';
import { requesterConfirmation, supportNotification, type OutgoingMail } from './messages';
import type { SupportTicketRow } from './store';

export type { MailLog };

export interface SupportMailer {
  /** Tells the support team and the requester about a new ticket. Never rejects. */
  ticketCreated(ticket: SupportTicketRow): Promise<void>;
  close(): void;
}

/**
 * E-mail through SMTP_URL when both SMTP_URL and SUPPORT_EMAIL are set; otherwise each message
 * becomes one line in the server log.
 */
export function createSupportMailer(
  settings: { smtpUrl: string | undefined; supportEmail: string | undefined },
  log: MailLog,
): SupportMailer {
  const transport = smtpTransport(settings, 'Cairn Support');
  const supportEmail = settings.supportEmail;
  if (!transport || !supportEmail) return logOnlyMailer(log);

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
