import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OBJECT_UPLOAD_CALL } from '../../../contract/api-paths';
import { ObjectUploadRequestSchema } from '../../../contract/media';
import { UploadUrlSchema } from '../../../contract/sculpture';
import { routesNeed } from '../../core/http/route-config';
import type { UploadService } from './uploads/upload-service';

/**
 * POST /api/objects/upload: an upload URL for hero or artist media. Admin-only although
 * it lives outside /api/admin: the default-deny hook guards every route not marked public.
 */
export const adminObjectRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (
  app,
  { uploads },
) => {
  app.addHook('onRoute', routesNeed('editor'));
  app.post(
    OBJECT_UPLOAD_CALL,
    { schema: { body: ObjectUploadRequestSchema, response: { 200: UploadUrlSchema } } },
    async (request) => ({
      uploadURL: await uploads.issue({ kind: 'site', key: request.body?.key ?? null }),
    }),
  );
};
