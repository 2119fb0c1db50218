import type { FastifyInstance } from 'fastify';
import type { SupportContact, SupportTicketCreated } from '@core/support';
import { supportRequestSchema } from '@core/support-request';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import type { createSupportService } from './service';

/** The longest valid request is about 22 KB of JSON even if every character is escaped. */
const BODY_LIMIT = 64 * 1024;

/**
 * The support form's endpoints. Both are public: people who cannot sign in need support most.
 * A signed-in sender's ticket is linked to their account.
 */
export function supportRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    service: ReturnType<typeof createSupportService>;
    supportEmail: string | undefined;
  },
): void {
  app.get('/api/support/contact', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const contact: SupportContact = { email: deps.supportEmail ?? null };
    return contact;
  });

  app.post('/api/support', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const input = parseInput(supportRequestSchema, request.body);
    const user = await deps.auth.userOf(request, reply);
    const ticket = await deps.service.create(input, { ip: request.ip, userId: user?.id ?? null });
    const created: SupportTicketCreated = { ticketId: ticket.ticket_number };
    return reply.code(201).send(created);
  });
}
