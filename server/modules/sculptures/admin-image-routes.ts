import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import { ImageRecordSchema } from '../../../contract/media';
import {
  DeleteImageSchema,
  RegisterImageSchema,
  SculptureSchema,
  UploadUrlRequestSchema,
  UploadUrlSchema,
} from '../../../contract/sculpture';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import type { UploadService } from '../media/index';
import type { SculptureImageService } from './sculpture-image-service';
import { countSlot } from './sculpture-images';

const ImageDeletedSchema = z.object({ message: z.string(), sculpture: SculptureSchema });
const refusals = {
  400: MessageSchema,
  404: MessageSchema,
  409: MessageSchema,
  413: MessageSchema,
  415: MessageSchema,
};

/** The image calls of the sculpture form: upload URL, register, delete. */
export const adminSculptureImageRoutes: FastifyPluginAsyncZod<{
  db: Db;
  uploads: UploadService;
  images: SculptureImageService;
}> = async (app, { db, uploads, images }) => {
  app.addHook('onRoute', routesNeed('editor'));
  app.post(
    ADMIN_CALLS.sculptureUploadUrl,
    {
      schema: {
        params: IdParamsSchema,
        body: UploadUrlRequestSchema,
        response: { 200: UploadUrlSchema, 404: MessageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { imageType } = request.body;
      if ((await countSlot(db, id, imageType)) === null) throw new HttpError(404, 'Sculpture not found');
      return { uploadURL: await uploads.issue({ kind: 'sculpture', sculptureId: id, imageType }) };
    },
  );

  app.post(
    ADMIN_CALLS.sculptureImages,
    {
      schema: {
        params: IdParamsSchema,
        body: RegisterImageSchema,
        response: { 201: ImageRecordSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { imageUrl, imageType } = request.body;
      return reply.status(201).send(await images.register(request.params.id, imageType, imageUrl));
    },
  );

  app.delete(
    ADMIN_CALLS.sculptureImages,
    {
      schema: {
        params: IdParamsSchema,
        body: DeleteImageSchema,
        response: { 200: ImageDeletedSchema, 404: MessageSchema },
      },
    },
    async (request) => {
      const { imagePath, imageType } = request.body;
      const sculpture = await images.remove(request.params.id, imageType, imagePath);
      return { message: 'Image deleted', sculpture };
    },
  );
};
