import { Flag } from 'lucide-react';
import {
  categoryLabel,
  isTicketPriority,
  isTicketStatus,
  priorityLabel,
  statusLabel,
  type TicketPriority,
  type TicketStatus,
} from '@core/admin';
import { cn } from '@client/lib/cn';

const PILL =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap';

/* Colours from the palette styles.css redefines for the dark theme; the words carry the meaning. */

const STATUS_STYLES: Record<TicketStatus, string> = {
  open: 'bg-sky-100 text-sky-900',
  in_progress: 'bg-amber-100 text-amber-900',
  resolved: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-700',
};

// Priorities are outlined with a flag, so they never read as a second status.
const PRIORITY_STYLES: Record<TicketPriority, string> = {
  low: 'bg-white text-slate-600 ring-slate-300',
  normal: 'bg-white text-slate-800 ring-slate-400',
  high: 'bg-orange-100 text-orange-900 ring-orange-300',
  urgent: 'bg-red-100 text-red-900 ring-red-300',
};

/** A status the app does not know is shown by name, with open styling (spec section 4). */
export function StatusBadge({ status }: { status: string }) {
  const style = STATUS_STYLES[isTicketStatus(status) ? status : 'open'];
  return (
    <span className={cn(PILL, style)} data-testid="ticket-status">
      <span className="sr-only">Status: </span>
      {statusLabel(status)}
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  const style = PRIORITY_STYLES[isTicketPriority(priority) ? priority : 'normal'];
  return (
    <span className={cn(PILL, 'ring-1', style)} data-testid="ticket-priority">
      <Flag aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Priority: </span>
      {priorityLabel(priority)}
    </span>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className={cn(PILL, 'bg-slate-100 text-slate-700')} data-testid="ticket-category">
      <span className="sr-only">Category: </span>
      {categoryLabel(category)}
    </span>
  );
}
