import type { AdminTicket } from '@core/admin';
import { Card } from '@client/components/ui/card';
import { CategoryBadge, PriorityBadge, StatusBadge } from './ticket-badges';
import { formatDay, formatTime } from './ticket-dates';

/**
 * One ticket in the list. The subject is the button that opens the detail panel; it stretches
 * over the whole card, so a click anywhere on it opens the ticket too.
 */
export function TicketCard({
  ticket,
  timeZone,
  onOpen,
}: {
  ticket: AdminTicket;
  timeZone: string;
  onOpen(ticket: AdminTicket): void;
}) {
  return (
    <Card
      data-testid="ticket-card"
      className="relative flex flex-col gap-2 p-4 transition-colors hover:border-primary has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-primary sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold text-slate-700">
          {ticket.ticketNumber}
        </span>
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
      </div>
      <h3 className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          onClick={() => onOpen(ticket)}
          className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {ticket.subject}
        </button>
      </h3>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <time dateTime={ticket.createdAt}>
          {formatDay(ticket.createdAt, timeZone)} at {formatTime(ticket.createdAt, timeZone)}
        </time>
        <span className="break-all">{ticket.email}</span>
        <CategoryBadge category={ticket.category} />
      </div>
      <p className="line-clamp-2 text-slate-700" data-testid="ticket-message">
        {ticket.message}
      </p>
    </Card>
  );
}
