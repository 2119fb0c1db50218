import type { FastifyInstance, FastifyReply } from 'fastify';
import { startOfUtcMonth } from '@core/admin';
import { ticketUpdateSchema } from '@core/admin-schemas';
import { notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { presentSubscriber, presentTicket, type AdminStore } from './store';
import type { TicketUpdater } from './ticket-update';

/** Other people's names, emails and messages: never kept by a browser or proxy cache. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/**
 * The admin dashboard's API (spec document 2 section 7). Every handler starts with
 * requireAdmin: 401 signed out, 403 for anyone who is not an admin, before reading the input.
 */
export function adminRoutes(
  app: FastifyInstance,
  { auth, store, updateTicket }: { auth: Auth; store: AdminStore; updateTicket: TicketUpdater },
): void {
  app.get('/api/admin/stats', async (request, reply) => {
    await auth.requireAdmin(request, reply);
    noStore(reply);
    return store.stats(startOfUtcMonth(new Date()).toISOString());
  });

  app.get('/api/admin/tickets', async (request, reply) => {
    await auth.requireAdmin(request, reply);
    noStore(reply);
    return (await store.listTickets()).map(presentTicket);
  });

  app.get('/api/admin/subscribers', async (request, reply) => {
    await auth.requireAdmin(request, reply);
    noStore(reply);
    return (await store.listSubscribers()).map(presentSubscriber);
  });

  app.patch<{ Params: { id: string } }>('/api/admin/tickets/:id', async (request, reply) => {
    const admin = await auth.requireAdmin(request, reply);
    const input = parseInput(ticketUpdateSchema, request.body);
    const updated = await updateTicket(request.params.id, input, {
      userId: admin.id,
      label: admin.email,
    });
    if (!updated) throw notFound('Ticket not found');
    noStore(reply);
    return presentTicket(updated);
  });
}
