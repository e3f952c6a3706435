import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { ADMIN_MESSAGES } from '../../../contract/admin-messages';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import { DraftInputSchema, StoredNewsletterSchema } from '../../../contract/newsletter';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { createDraft, deleteDraft, updateDraft } from './drafts';

/**
 * The composer saves what is typed as a draft while the admin writes. A draft that was sent or
 * scheduled meanwhile (another window) is no longer written over: 409, and the composer says so.
 */
export const adminNewsletterDraftRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.post(
    ADMIN_CALLS.newsletterDrafts,
    { schema: { body: DraftInputSchema, response: { 201: StoredNewsletterSchema } } },
    async (request, reply) => reply.status(201).send(await createDraft(db, request.body)),
  );

  app.put(
    ADMIN_CALLS.newsletterDraft,
    { schema: { params: IdParamsSchema, body: DraftInputSchema, response: { 200: StoredNewsletterSchema } } },
    async (request) => {
      const saved = await updateDraft(db, request.params.id, request.body);
      if (!saved) throw new HttpError(409, ADMIN_MESSAGES.newsletterSend.draftGone);
      return saved;
    },
  );

  app.delete(
    ADMIN_CALLS.newsletterDraft,
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      if (!(await deleteDraft(db, request.params.id)))
        throw new HttpError(409, ADMIN_MESSAGES.newsletterSend.draftGone);
      return { message: 'Draft deleted' };
    },
  );
};
