import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';

export function healthRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  app.get('/api/health', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unavailable' });
    }
  });
}
