import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCULPTURES_CALL } from '../../../contract/api-paths';
import { PublicSculptureListSchema } from '../../../contract/sculpture-teaser';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { CACHED_PUBLIC_ROUTE } from '../../core/http/route-config';
import type { MediaLibrary } from '../media/index';
import { listPublicSculptures } from './public-sculptures';

/** `clock`: the app's one clock, which a piece's lock is read at (the release scheduler's). */
export const sculptureRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaLibrary; clock: Clock }> = async (
  app,
  { db, media, clock },
) => {
  app.get(
    SCULPTURES_CALL,
    { ...CACHED_PUBLIC_ROUTE, schema: { response: { 200: PublicSculptureListSchema } } },
    async () => listPublicSculptures(db, media, clock.now()),
  );
};
