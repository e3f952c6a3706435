import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AboutInputSchema, AboutOrNullSchema, AboutSchema } from '../../../contract/about';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { found } from '../../core/http-error';
import { createAbout, getAbout, updateAbout } from './about';

export const adminAboutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', routesNeed('editor'));
  app.get(ADMIN_CALLS.about, { schema: { response: { 200: AboutOrNullSchema } } }, () => getAbout(db));

  app.post(
    ADMIN_CALLS.about,
    { schema: { body: AboutInputSchema, response: { 201: AboutSchema } } },
    async (request, reply) => reply.status(201).send(await createAbout(db, request.body)),
  );

  app.put(
    ADMIN_CALLS.aboutEntry,
    {
      schema: {
        params: IdParamsSchema,
        body: AboutInputSchema,
        response: { 200: AboutSchema, 404: MessageSchema },
      },
    },
    async (request) => found(await updateAbout(db, request.params.id, request.body), 'About page'),
  );
};
