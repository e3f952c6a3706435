import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, IdParamsSchema, MessageSchema } from '../../../contract/common';
import { JournalPostInputSchema, JournalPostListSchema, JournalPostSchema } from '../../../contract/journal';
import type { Db } from '../../db/index';
import { createPost, deletePost, listAllPosts, updatePost } from '../../repositories/journal';
import { isUniqueViolation } from '../../repositories/mapping';

const duplicateSlug = (slug: string) => `A journal post with the slug "${slug}" already exists`;

/** Rethrows anything but a duplicate slug, which becomes 409. */
function slugConflict(error: unknown, slug: string) {
  if (!isUniqueViolation(error)) throw error;
  return { message: duplicateSlug(slug) };
}

export const adminJournalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/journal', { schema: { response: { 200: JournalPostListSchema } } }, () =>
    listAllPosts(db),
  );

  app.post(
    '/api/admin/journal',
    { schema: { body: JournalPostInputSchema, response: { 201: JournalPostSchema, 409: ErrorSchema } } },
    async (request, reply) => {
      try {
        return reply.status(201).send(await createPost(db, request.body));
      } catch (error) {
        return reply.status(409).send(slugConflict(error, request.body.slug));
      }
    },
  );

  app.put(
    '/api/admin/journal/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: JournalPostInputSchema,
        response: { 200: JournalPostSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const post = await updatePost(db, request.params.id, request.body);
        return post ?? reply.status(404).send({ message: 'Journal post not found' });
      } catch (error) {
        return reply.status(409).send(slugConflict(error, request.body.slug));
      }
    },
  );

  app.delete(
    '/api/admin/journal/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      const deleted = await deletePost(db, request.params.id);
      return deleted
        ? { message: 'Journal post deleted' }
        : reply.status(404).send({ message: 'Journal post not found' });
    },
  );
};
