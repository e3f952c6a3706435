import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { LiveSimulationResultSchema, VideoPathSchema, VideoTestResultSchema } from '../../../contract/media';
import { routesNeed } from '../../core/http/route-config';
import type { VideoChecks } from './video/video-checks';

/** The hero video checks: read the file itself, then play it through the site as a phone would. */
export const adminVideoRoutes: FastifyPluginAsyncZod<{ checks: VideoChecks }> = async (app, { checks }) => {
  app.addHook('onRoute', routesNeed('editor'));
  app.post(
    ADMIN_CALLS.videoTest,
    { schema: { body: VideoPathSchema, response: { 200: VideoTestResultSchema } } },
    (request) => checks.test(request.body.videoPath),
  );

  app.post(
    ADMIN_CALLS.videoLiveTest,
    { schema: { body: VideoPathSchema, response: { 200: LiveSimulationResultSchema } } },
    (request) => checks.simulateLive(request.body.videoPath),
  );
};
