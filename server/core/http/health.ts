import type { FastifyInstance } from 'fastify';
import { HEALTH_PROBE, READY_PROBE } from '../../../contract/api-paths';
import type { DiskSpace } from '../storage/disk-space';
import { PUBLIC_ROUTE } from './route-config';

export async function healthRoutes(
  app: FastifyInstance,
  { diskSpace }: { diskSpace: DiskSpace },
): Promise<void> {
  app.get(HEALTH_PROBE, PUBLIC_ROUTE, async () => ({ status: 'ok' }));

  /** Logged once when a disk runs low and once when it has room again, not on every check. */
  let lowSpace = false;

  /**
   * Ready only while the database answers, so a load balancer stops sending traffic otherwise. A
   * disk running low is a warning in the answer, not unreadiness: the instance still serves reads,
   * and a write that does not fit is refused on its own (503).
   */
  app.get(READY_PROBE, PUBLIC_ROUTE, async (request, reply) => {
    const warnings = await diskSpace.warnings();
    if (warnings.length > 0 !== lowSpace) {
      lowSpace = warnings.length > 0;
      if (lowSpace) request.log.warn({ warnings }, 'free space is low');
      else request.log.info('free space is back above the warning level');
    }
    const extra = warnings.length > 0 ? { warnings } : {};
    try {
      await app.database.ping();
      return { status: 'ready', ...extra };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', ...extra });
    }
  });
}
