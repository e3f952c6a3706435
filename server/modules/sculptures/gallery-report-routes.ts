import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GALLERY_REPORT_CALL } from '../../../contract/api-paths';
import { ValidationErrorReportSchema } from '../../../contract/sculpture';
import { publicRateLimited } from '../../core/http/rate-limits';

/**
 * The detail page reports a gallery list that repeats the thumbnail, rollover or scale image: a
 * gallery that shows one photograph twice. Public by design although under the admin prefix
 * (visitors' browsers send it), so it is rate-limited and only logged, for the owner to fix.
 */
export const validationReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    GALLERY_REPORT_CALL,
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
