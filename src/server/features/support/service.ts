import { SUPPORT_RATE_LIMIT_MESSAGE } from '@core/support';
import type { SupportRequest } from '@core/support-request';
import type { RateLimiterFactory } from '../../plugins/rate-limit';
import type { MailLog, SupportMailer } from './mailer';
import type { SupportStore, SupportTicketRow } from './store';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Tickets per requester address per hour, from any network: the form is open to anyone, and
 * each ticket mails a confirmation to the address typed in, so one address cannot be flooded.
 */
const REQUESTS_PER_EMAIL = 5;

export function createSupportService(deps: {
  store: SupportStore;
  mailer: SupportMailer;
  log: MailLog;
  requestsPerIp: number;
  /** Where the limits count: the database, so that every instance shares one allowance. */
  limiters: RateLimiterFactory;
}) {
  const perIp = deps.limiters('support.ip', { max: deps.requestsPerIp, windowMs: HOUR_MS });
  const perEmail = deps.limiters('support.email', { max: REQUESTS_PER_EMAIL, windowMs: HOUR_MS });

  return {
    /**
     * Stores the ticket, then sends the e-mails in the background: a slow or broken mail server
     * neither delays nor fails the request (its failures are logged by the mailer).
     */
    async create(
      request: SupportRequest,
      from: { ip: string; userId: string | null },
    ): Promise<SupportTicketRow> {
      // Each throws 429 once its allowance for the hour is spent.
      await perIp.hit(from.ip, SUPPORT_RATE_LIMIT_MESSAGE);
      await perEmail.hit(request.email, SUPPORT_RATE_LIMIT_MESSAGE);
      const ticket = await deps.store.insert(request, from.userId);
      void deps.mailer.ticketCreated(ticket).catch((error: unknown) => {
        deps.log.error({ err: error, ticketNumber: ticket.ticket_number }, 'support e-mail failed');
      });
      return ticket;
    },
  };
}
