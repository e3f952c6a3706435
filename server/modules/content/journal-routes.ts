import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOURNAL_CALL } from '../../../contract/api-paths';
import { MessageSchema, SlugParamsSchema } from '../../../contract/common';
import { JournalPostListSchema, JournalPostSchema } from '../../../contract/journal';
import type { Db } from '../../core/db/index';
import { CACHED_PUBLIC_ROUTE } from '../../core/http/route-config';
import { found } from '../../core/http-error';
import { findPublishedPost, listPublishedPosts } from './journal';

/** Published posts only, newest first: drafts never reach a visitor. */
export const journalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    JOURNAL_CALL,
    { ...CACHED_PUBLIC_ROUTE, schema: { response: { 200: JournalPostListSchema } } },
    () => listPublishedPosts(db),
  );

  app.get(
    `${JOURNAL_CALL}/:slug`,
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: { params: SlugParamsSchema, response: { 200: JournalPostSchema, 404: MessageSchema } },
    },
    async (request) => found(await findPublishedPost(db, request.params.slug), 'Journal post'),
  );
};
