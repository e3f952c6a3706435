import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationErrorReportSchema } from '../../contract/sculpture';
import { PublicSculptureListSchema } from '../../contract/sculpture-teaser';
import type { Clock } from '../background/clock';
import type { Db } from '../db/index';
import { listPublicSculptures } from '../services/drops/public-sculptures';
import type { MediaLibrary } from '../services/media/media-library';
import { CACHED_PUBLIC_ROUTE } from './route-config';

/** `clock`: the app's one clock, which a piece's lock is read at (the release scheduler's). */
export const sculptureRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaLibrary; clock: Clock }> = async (
  app,
  { db, media, clock },
) => {
  app.get(
    '/api/sculptures',
    { ...CACHED_PUBLIC_ROUTE, schema: { response: { 200: PublicSculptureListSchema } } },
    async () => listPublicSculptures(db, media, clock.now()),
  );

  /**
   * The detail page reports a gallery list that repeats the thumbnail, rollover or scale image (§5).
   * Public by design (visitors' browsers send it), so it is rate-limited and only logged.
   */
  app.post(
    '/api/admin/sculpture-validation-error',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: ValidationErrorReportSchema },
    },
    async (request, reply) => {
      request.log.warn({ report: request.body }, 'sculpture gallery repeats a slot image');
      return reply.status(202).send({ message: 'Reported' });
    },
  );
};
