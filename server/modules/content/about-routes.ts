import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AboutOrNullSchema } from '../../../contract/about';
import { ABOUT_CALL } from '../../../contract/api-paths';
import type { Db } from '../../core/db/index';
import { CACHED_PUBLIC_ROUTE } from '../../core/http/route-config';
import { getAbout } from './about';

export const aboutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** null until an about page exists: the client then shows its fallback copy. */
  app.get(ABOUT_CALL, { ...CACHED_PUBLIC_ROUTE, schema: { response: { 200: AboutOrNullSchema } } }, () =>
    getAbout(db),
  );
};
