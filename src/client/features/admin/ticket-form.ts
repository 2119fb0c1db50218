import { isTicketPriority, isTicketStatus, type AdminTicket, type TicketUpdate } from '@core/admin';

/** What the detail panel edits, starting from the stored ticket. */
export interface TicketForm {
  status: string;
  priority: string;
  adminNotes: string;
}

export function formOf(ticket: AdminTicket): TicketForm {
  return {
    status: ticket.status,
    priority: ticket.priority,
    adminNotes: ticket.adminNotes ?? '',
  };
}

/**
 * Saving sends status, priority and notes (spec section 4). A stored value the app does not
 * know, left as it is, is not sent: the server would refuse it, and the admin did not change it.
 */
export function updateOf(form: TicketForm): TicketUpdate {
  return {
    ...(isTicketStatus(form.status) ? { status: form.status } : {}),
    ...(isTicketPriority(form.priority) ? { priority: form.priority } : {}),
    adminNotes: form.adminNotes,
  };
}
