import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationErrorReportSchema } from '../../contract/sculpture';
import { PublicSculptureListSchema } from '../../contract/sculpture-teaser';
import type { Db } from '../db/index';
import { listPublicSculptures } from '../services/drops/public-sculptures';
import type { MediaLibrary } from '../services/media/media-library';
import { publicRateLimited } from './rate-limits';
import { CACHED_PUBLIC_ROUTE } from './route-config';

export const sculptureRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaLibrary }> = async (
  app,
  { db, media },
) => {
  app.get(
    '/api/sculptures',
    { ...CACHED_PUBLIC_ROUTE, schema: { response: { 200: PublicSculptureListSchema } } },
    async () => listPublicSculptures(db, media),
  );

  /**
   * The detail page reports a gallery list that repeats the thumbnail, rollover or scale image (§5).
   * Public by design (visitors' browsers send it), so it is rate-limited and only logged.
   */
  app.post(
    '/api/admin/sculpture-validation-error',
    {
      ...publicRateLimited('validationReport'),
      schema: { body: ValidationErrorReportSchema },
    },
    async (request, reply) => {
      request.log.warn({ report: request.body }, 'sculpture gallery repeats a slot image');
      return reply.status(202).send({ message: 'Reported' });
    },
  );
};
