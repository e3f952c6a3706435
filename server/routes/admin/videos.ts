import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LiveSimulationResultSchema, VideoPathSchema, VideoTestResultSchema } from '../../../contract/media';
import type { VideoChecks } from '../../services/video/video-checks';

/** The hero video checks: read the file itself, then play it through the site as a phone would. */
export const adminVideoRoutes: FastifyPluginAsyncZod<{ checks: VideoChecks }> = async (app, { checks }) => {
  app.post(
    '/test-video',
    { schema: { body: VideoPathSchema, response: { 200: VideoTestResultSchema } } },
    (request) => checks.test(request.body.videoPath),
  );

  app.post(
    '/test-video-live-simulation',
    { schema: { body: VideoPathSchema, response: { 200: LiveSimulationResultSchema } } },
    (request) => checks.simulateLive(request.body.videoPath),
  );
};
