import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import { recordActivity } from '../repositories/activity';
import { type ActivitySubject, isAdminWriteRoute, subjectOf } from '../services/activity/activity-subjects';
import { changedFields } from '../services/activity/changed-fields';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before an admin write's handler runs: what the log will say once it succeeded. */
    activity: { subject: ActivitySubject; before: object | null } | null;
  }
}

/** Which one: the subject's own rule, else the route's `:id`, else the id of what was just created. */
async function targetOf(
  subject: ActivitySubject,
  request: FastifyRequest,
  payload: unknown,
  db: Db,
): Promise<string | null> {
  if (subject.target) return subject.target(request, db);
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (id !== undefined) return String(id);
  if (subject.action !== 'create' || typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const created = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof created === 'number' ? String(created) : null;
  } catch {
    return null;
  }
}

/**
 * The activity log, once for every admin write (decision 19): before the handler runs, the
 * thing as it was is read; when the answer is a success, one row says who changed what and
 * which fields. It is written before the answer leaves, so whoever sees the answer finds the
 * row; should writing it fail, the write itself still stands and the failure is logged.
 */
export function registerActivityLog(app: FastifyInstance, db: Db): void {
  app.decorateRequest('activity', null);

  app.addHook('preHandler', async (request) => {
    const { url, config } = request.routeOptions;
    if (!url || !request.admin || !isAdminWriteRoute(request.method, url, config.public === true)) return;
    const subject = subjectOf(request.method, url);
    if (!subject) return;
    request.activity = { subject, before: subject.before ? await subject.before(db, request) : null };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const activity = request.activity;
    if (!activity || !request.admin || reply.statusCode >= 400) return payload;
    const { subject, before } = activity;
    try {
      await recordActivity(db, {
        tokenHash: request.admin.tokenHash,
        entity: subject.entity,
        action: typeof subject.action === 'function' ? subject.action(request, before) : subject.action,
        target: await targetOf(subject, request, payload, db),
        fields: subject.noFields ? [] : changedFields(request.body, before),
      });
    } catch (error) {
      request.log.error({ err: error, entity: subject.entity }, 'activity not recorded');
    }
    return payload;
  });
}
