import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import {
  type JournalPostInput,
  JournalPostInputSchema,
  JournalPostListSchema,
  JournalPostSchema,
} from '../../../contract/journal';
import type { Db } from '../../core/db/index';
import { onDuplicate, routesNeed } from '../../core/http/route-config';
import { found, HttpError } from '../../core/http-error';
import { createPost, deletePost, listAllPosts, updatePost } from './journal';

const duplicateSlug = onDuplicate(
  ({ slug }: JournalPostInput) => `A journal post with the slug "${slug}" already exists`,
);

export const adminJournalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', routesNeed('editor'));
  app.get(ADMIN_CALLS.journal, { schema: { response: { 200: JournalPostListSchema } } }, () =>
    listAllPosts(db),
  );

  app.post(
    ADMIN_CALLS.journal,
    {
      config: { duplicate: duplicateSlug },
      schema: { body: JournalPostInputSchema, response: { 201: JournalPostSchema, 409: MessageSchema } },
    },
    async (request, reply) => reply.status(201).send(await createPost(db, request.body)),
  );

  app.put(
    ADMIN_CALLS.journalPost,
    {
      config: { duplicate: duplicateSlug },
      schema: {
        params: IdParamsSchema,
        body: JournalPostInputSchema,
        response: { 200: JournalPostSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => found(await updatePost(db, request.params.id, request.body), 'Journal post'),
  );

  app.delete(
    ADMIN_CALLS.journalPost,
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, 404: MessageSchema } } },
    async (request) => {
      if (!(await deletePost(db, request.params.id))) throw new HttpError(404, 'Journal post not found');
      return { message: 'Journal post deleted' };
    },
  );
};
