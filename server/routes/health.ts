import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index';
import { PUBLIC_ROUTE } from './route-config';

export async function healthRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
): Promise<void> {
  app.get('/healthz', PUBLIC_ROUTE, async () => ({ status: 'ok' }));

  /** Ready only while the database answers, so a load balancer stops sending traffic otherwise. */
  app.get('/readyz', PUBLIC_ROUTE, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
