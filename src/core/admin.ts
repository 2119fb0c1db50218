import { isSupportCategory, SUPPORT_CATEGORY_LABELS } from './support';
/**
 * The admin dashboard's domain (spec document 2, sections 2, 3, 4 and 9): ticket statuses and
 * priorities, the API shapes, and the figures on the stat cards. Free of zod, so the client's
 * admin chunk can use it without the validation library.
 */

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Statuses in which a ticket needs no more work; reaching one sets `resolvedAt`. */
export const DONE_STATUSES: readonly string[] = ['resolved', 'closed'];

/** Internal notes are for a few paragraphs, not documents. */
export const ADMIN_NOTES_MAX = 5000;

/** Spec section 9: "Admin revenue display: premium count times 9.99", kept in cents. */
export const PREMIUM_MONTHLY_PRICE_CENTS = 999;

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}

export function isTicketPriority(value: string): value is TicketPriority {
  return (TICKET_PRIORITIES as readonly string[]).includes(value);
}

/** Anything that is not resolved or closed still needs work, unknown statuses included. */
export function isDoneStatus(status: string): boolean {
  return DONE_STATUSES.includes(status);
}

/** A stored value the app does not know is shown as it is rather than hidden. */
export function statusLabel(status: string): string {
  return isTicketStatus(status) ? STATUS_LABELS[status] : status;
}

export function priorityLabel(priority: string): string {
  return isTicketPriority(priority) ? PRIORITY_LABELS[priority] : priority;
}

export function categoryLabel(category: string): string {
  return isSupportCategory(category) ? SUPPORT_CATEGORY_LABELS[category] : category;
}

export function subscriptionLabel(type: string): string {
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : type;
}

/** `GET /api/admin/stats`. */
export interface AdminStats {
  totalUsers: number;
  /** Accounts created since the start of the current calendar month in UTC. */
  recentSignups: number;
  /** Accounts whose subscriptionType is premium. */
  premiumUsers: number;
  /** Tickets that are not resolved or closed. */
  openTickets: number;
  totalTickets: number;
}

/** One ticket in `GET /api/admin/tickets` and the answer of `PATCH /api/admin/tickets/{id}`. */
export interface AdminTicket {
  id: string;
  ticketNumber: string;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  /** One of TICKET_STATUSES, or an older value the app does not know. */
  status: string;
  priority: string;
  adminNotes: string | null;
  resolvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One account in `GET /api/admin/subscribers`. */
export interface Subscriber {
  id: string;
  username: string;
  email: string | null;
  subscriptionType: string;
  createdAt: string;
}

/** The body of `PATCH /api/admin/tickets/{id}`: any of the three, at least one. */
export interface TicketUpdate {
  status?: TicketStatus;
  priority?: TicketPriority;
  /** null or blank clears the notes. */
  adminNotes?: string | null;
}

/** The first instant of `now`'s calendar month in UTC: the start of "new this month". */
export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Monthly revenue shown for `premiumUsers`, to two decimals ("29.97"), counted in cents. */
export function monthlyRevenue(premiumUsers: number): string {
  return ((premiumUsers * PREMIUM_MONTHLY_PRICE_CENTS) / 100).toFixed(2);
}
