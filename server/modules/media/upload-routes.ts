import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_CALL } from '../../../contract/api-paths';
import { MessageSchema } from '../../../contract/common';
import { UploadReceivedSchema } from '../../../contract/media';
import { publicRateLimited } from '../../core/http/rate-limits';
import type { UploadService } from './uploads/upload-service';

const UploadParamsSchema = z.object({ id: z.string().max(64) });
const UploadQuerySchema = z.object({
  purpose: z.string().max(200).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(128).optional(),
});

/**
 * PUT /api/uploads/:id: the raw bytes of a file, to a URL from upload-url or /api/objects/upload.
 * Public by design: the URL's signature is the credential (the PUT carries no token).
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  // In this scope only: every body arrives as a stream, whatever its Content-Type says. The
  // type is decided from the bytes, and the size by counting them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    UPLOAD_CALL,
    {
      ...publicRateLimited('upload'),
      schema: {
        params: UploadParamsSchema,
        querystring: UploadQuerySchema,
        response: {
          200: UploadReceivedSchema,
          400: MessageSchema,
          403: MessageSchema,
          409: MessageSchema,
          413: MessageSchema,
          415: MessageSchema,
        },
      },
    },
    async (request) => {
      const declared = request.headers['content-length'];
      // A bodiless PUT reaches no parser; it is received as an empty file (and refused as one).
      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      const received = await uploads.receive(
        request.params.id,
        request.query,
        body,
        declared === undefined ? undefined : Number(declared),
      );
      return { message: 'Upload received', ...received };
    },
  );
};
