import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSculptureListSchema } from '../../contract/sculpture-teaser';
import type { Db } from '../db/index';
import { listPublicSculptures } from '../services/drops/public-sculptures';
import type { MediaLibrary } from '../services/media/media-library';
import { CACHED_PUBLIC_ROUTE } from './route-config';

export const sculptureRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaLibrary }> = async (
  app,
  { db, media },
) => {
  app.get(
    '/sculptures',
    { ...CACHED_PUBLIC_ROUTE, schema: { response: { 200: PublicSculptureListSchema } } },
    async () => listPublicSculptures(db, media),
  );
};
