import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AboutInputSchema, AboutOrNullSchema, AboutSchema } from '../../../contract/about';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import type { Db } from '../../db/index';
import { found } from '../../http-error';
import { createAbout, getAbout, updateAbout } from '../../repositories/about';

export const adminAboutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/about', { schema: { response: { 200: AboutOrNullSchema } } }, () => getAbout(db));

  app.post(
    '/about',
    { schema: { body: AboutInputSchema, response: { 201: AboutSchema } } },
    async (request, reply) => reply.status(201).send(await createAbout(db, request.body)),
  );

  app.put(
    '/about/:id',
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
