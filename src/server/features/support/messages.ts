import { toIso } from '../../db/codecs';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_REPLY_HOURS, type SupportCategory } from '@core/support';
import type { SupportTicketRow } from './store';

export interface OutgoingMail {
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

function categoryLabel(category: string): string {
  return SUPPORT_CATEGORY_LABELS[category as SupportCategory] ?? category;
}

/** To the support team: the whole request, answerable by replying to the requester. */
export function supportNotification(ticket: SupportTicketRow, supportEmail: string): OutgoingMail {
  const created = toIso(ticket.created_at).replace('T', ' ').slice(0, 16);
  return {
    to: supportEmail,
    replyTo: { name: ticket.name, address: ticket.email },
    subject: `[${ticket.ticket_number}] ${ticket.subject}`,
    text: [
      `New support request ${ticket.ticket_number}`,
      '',
      `From: ${ticket.name} <${ticket.email}>`,
      `Account: ${ticket.user_id ? `signed in (user ${ticket.user_id})` : 'not signed in'}`,
      `Category: ${categoryLabel(ticket.category)}`,
      `Subject: ${ticket.subject}`,
      `Received: ${created} UTC`,
      '',
      'Message:',
      ticket.message,
      '',
      '--',
      `Reply to this e-mail to answer ${ticket.name}. Status, priority and notes are kept in`,
      "Cairn's Admin Dashboard (/admin/tickets).",
    ].join('\n'),
  };
}

/**
 * To the requester: the ticket number and the promise of a reply. The form can be sent by
 * anyone to any address, so nothing the sender typed (name, subject, message) is repeated
 * here: Cairn cannot be used to mail chosen words to a stranger.
 */
export function requesterConfirmation(ticket: SupportTicketRow): OutgoingMail {
  return {
    to: ticket.email,
    subject: `Your Cairn support request ${ticket.ticket_number}`,
    text: [
      'Hello,',
      '',
      `Thank you for contacting Cairn support. We have created ticket ${ticket.ticket_number}`,
      `(${categoryLabel(ticket.category)}) and will respond within ${SUPPORT_REPLY_HOURS} hours.`,
      '',
      'To add anything, reply to this e-mail and keep the ticket number in the subject.',
      '',
      'If you did not contact Cairn support, you can ignore this e-mail.',
      '',
      'Cairn Support',
    ].join('\n'),
    // RFC 3834: an automatic reply, so auto-responders do not answer it.
    headers: { 'Auto-Submitted': 'auto-replied' },
  };
}
