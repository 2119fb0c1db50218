/**
 * Support requests (spec document 2 sections 2-5, 8 and 9): the categories, limits and texts
 * shared by the support page and the server. Zod-free, so the support page can bundle it.
 */

export const SUPPORT_CATEGORIES = [
  'billing',
  'technical',
  'feature',
  'data',
  'account',
  'other',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Readonly<Record<SupportCategory, string>> = {
  billing: 'Billing & subscriptions',
  technical: 'Technical issue or bug',
  feature: 'Feature request',
  data: 'Data & privacy',
  account: 'Account',
  other: 'Other',
};

export function isSupportCategory(value: string): value is SupportCategory {
  return (SUPPORT_CATEGORIES as readonly string[]).includes(value);
}

/** The spec shows no bounds; these keep a ticket readable and the table small. */
export const SUPPORT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

export const SUPPORT_REPLY_HOURS = 24;

/**
 * Ticket numbers read "CRN-7K4P-2Q9X": eight characters from an alphabet without 0/O, 1/I/L and
 * U, so a number read over the phone or copied by hand cannot be mistaken (docs/decisions/0012).
 */
export const TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_NUMBER_PATTERN = /^CRN-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** POST /api/support answers this. */
export interface SupportTicketCreated {
  ticketId: string;
}

export const SUPPORT_SENT_TITLE = 'Message sent successfully!';
export const SUPPORT_FAILED_TITLE = 'Failed to send message';
/** When the server refuses without saying why. */
export const SUPPORT_FAILED_FALLBACK = 'Failed to submit request';
/** When nothing at all is known about the failure. */
export const SUPPORT_TRY_LATER = 'Please try again later.';

export function ticketCreatedMessage(ticketId: string): string {
  return `Ticket #${ticketId} created. We'll respond within ${SUPPORT_REPLY_HOURS} hours.`;
}

export const SUPPORT_RATE_LIMIT_MESSAGE =
  'Too many support requests. Please wait an hour before sending another; we answer every request within 24 hours.';

/** GET /api/support/contact: the support team's address, when the server has one. */
export interface SupportContact {
  email: string | null;
}
