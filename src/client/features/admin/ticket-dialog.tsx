import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ADMIN_NOTES_MAX,
  categoryLabel,
  isTicketPriority,
  isTicketStatus,
  PRIORITY_LABELS,
  STATUS_LABELS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type AdminTicket,
} from '@core/admin';
import { useUpdateTicket } from '@client/api/admin/update-ticket';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/lib/toast';
import { PriorityBadge, StatusBadge } from './ticket-badges';
import { formatDay, formatTime } from './ticket-dates';
import { formOf, updateOf, type TicketForm } from './ticket-form';

const fieldClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900';

function Detail({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Options for a select; a stored value the app does not know stays choosable as it is. */
function optionsFor<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
  current: string,
  known: (value: string) => boolean,
) {
  const options = values.map((value) => ({ value: value as string, label: labels[value] }));
  return known(current) ? options : [{ value: current, label: current }, ...options];
}

/**
 * The detail panel: who wrote, what they wrote, and the admin's status, priority and notes.
 * Cancel and Close discard edits; a successful save refreshes tickets and stats and closes.
 */
export function TicketDialog({
  ticket,
  timeZone,
  onClose,
}: {
  ticket: AdminTicket;
  timeZone: string;
  onClose(): void;
}) {
  const [form, setForm] = useState<TicketForm>(() => formOf(ticket));
  const update = useUpdateTicket();
  const set = <K extends keyof TicketForm>(key: K, value: TicketForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      { id: ticket.id, ...updateOf(form) },
      {
        onSuccess: () => {
          toast({
            title: 'Ticket updated',
            description: 'Support ticket has been updated successfully',
          });
          onClose();
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update ticket', variant: 'destructive' }),
      },
    );
  }

  const created = `${formatDay(ticket.createdAt, timeZone)} at ${formatTime(ticket.createdAt, timeZone)}`;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Ticket ${ticket.ticketNumber}`}
      className="max-w-2xl"
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Name">{ticket.name}</Detail>
          <Detail label="Email">
            <a href={`mailto:${ticket.email}`} className="text-primary underline break-all">
              {ticket.email}
            </a>
          </Detail>
          <Detail label="Category">{categoryLabel(ticket.category)}</Detail>
          <Detail label="Created">
            <time dateTime={ticket.createdAt}>{created}</time>
          </Detail>
          <Detail label="Subject" wide>
            {ticket.subject}
          </Detail>
          <Detail label="Message" wide>
            {/* The whole message; the dialog scrolls when it is long. */}
            <span className="block rounded-xl bg-slate-50 p-3 whitespace-pre-wrap">
              {ticket.message}
            </span>
          </Detail>
        </dl>

        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Update ticket">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor="ticket-status" className="font-medium text-slate-800">
                Status
              </label>
              <select
                id="ticket-status"
                value={form.status}
                onChange={(e) => set('status', e.target.value)}
                className={fieldClass}
              >
                {optionsFor(TICKET_STATUSES, STATUS_LABELS, form.status, isTicketStatus).map(
                  (option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ),
                )}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="ticket-priority" className="font-medium text-slate-800">
                Priority
              </label>
              <select
                id="ticket-priority"
                value={form.priority}
                onChange={(e) => set('priority', e.target.value)}
                className={fieldClass}
              >
                {optionsFor(
                  TICKET_PRIORITIES,
                  PRIORITY_LABELS,
                  form.priority,
                  isTicketPriority,
                ).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="ticket-notes" className="font-medium text-slate-800">
              Admin Notes
            </label>
            <textarea
              id="ticket-notes"
              rows={4}
              maxLength={ADMIN_NOTES_MAX}
              placeholder="Add internal notes about this ticket..."
              value={form.adminNotes}
              onChange={(e) => set('adminNotes', e.target.value)}
              className="w-full rounded-xl border border-slate-300 bg-white p-3 text-base text-slate-900"
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
