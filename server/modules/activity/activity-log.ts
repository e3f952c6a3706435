import type { FastifyInstance } from 'fastify';
import type { ActivitySubject } from '../../core/activity-subject';
import type { Db } from '../../core/db/index';
import { recordActivity } from './activity-queries';
import { changedFields } from './changed-fields';
import { fieldLabels } from './field-labels';
import {
  type ActivitySubjects,
  actionOf,
  isAdminWriteRoute,
  nameAfter,
  nameBefore,
  subjectOf,
} from './subject-lookup';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before an admin write's handler runs: what the log will say once it succeeded. */
    activity: { subject: ActivitySubject; before: object | null; name: string | null } | null;
  }
}

/** The answer's JSON, when it is an object: a created or renamed thing says its name there. */
function answerOf(payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    return JSON.parse(payload) as unknown;
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
export function registerActivityLog(app: FastifyInstance, db: Db, subjects: ActivitySubjects): void {
  app.decorateRequest('activity', null);

  app.addHook('preHandler', async (request) => {
    const { url, config } = request.routeOptions;
    if (!url || !request.admin || !isAdminWriteRoute(request.method, url, config.public === true)) return;
    const subject = subjectOf(subjects, request.method, url);
    if (!subject) return;
    const before = subject.before ? await subject.before(db, request) : null;
    const name = await nameBefore(db, subject, request, before);
    request.activity = { subject, before, name };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const activity = request.activity;
    if (!activity || !request.admin || reply.statusCode >= 400) return payload;
    const { subject, before, name } = activity;
    const action = actionOf(subject, request, before);
    try {
      await recordActivity(db, {
        tokenHash: request.admin.tokenHash,
        entity: subject.entity,
        action,
        // Named in the owner's words: what it is called now, else what it was called.
        target: nameAfter(subject.entity, answerOf(payload), request.body) ?? name,
        formerTarget: name,
        fields: subject.noFields ? [] : fieldLabels(subject.entity, changedFields(request.body, before)),
      });
    } catch (error) {
      request.log.error({ err: error, entity: subject.entity, action }, 'activity not recorded');
    }
    return payload;
  });
}
