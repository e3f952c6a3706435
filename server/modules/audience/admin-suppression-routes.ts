import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { MessageSchema } from '../../../contract/common';
import {
  LiftSuppressionInputSchema,
  LiftSuppressionResultSchema,
  SuppressionListSchema,
} from '../../../contract/suppressions';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { liftSuppression, listSuppressions } from './suppressions';

/** The addresses no email goes to after a bounce or a complaint, and lifting one. */
export const adminSuppressionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(ADMIN_CALLS.suppressions, { schema: { response: { 200: SuppressionListSchema } } }, () =>
    listSuppressions(db),
  );

  app.post(
    ADMIN_CALLS.suppressionLift,
    {
      schema: {
        body: LiftSuppressionInputSchema,
        response: { 200: LiftSuppressionResultSchema, 404: MessageSchema },
      },
    },
    async (request) => {
      const lifted = await liftSuppression(db, request.body.email);
      if (!lifted) throw new HttpError(404, 'This address is not suppressed.');
      return { email: lifted.email, message: `${lifted.email} will be mailed again.` };
    },
  );
};
