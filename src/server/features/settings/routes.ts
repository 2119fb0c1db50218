import type { FastifyInstance } from 'fastify';
import { settingsUpdateSchema } from '@core/settings';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import type { SettingsStore } from './store';

export function settingsRoutes(
  app: FastifyInstance,
  { auth, store }: { auth: Auth; store: SettingsStore },
): void {
  app.get('/api/settings', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return store.get(user.id);
  });

  app.put('/api/settings', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const change = parseInput(settingsUpdateSchema, request.body);
    return store.update(user.id, change);
  });
}
