import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import {
  NEWSLETTER_IMAGE_RULE,
  NewsletterImageRequestSchema,
  NewsletterImageSchema,
} from '../../../contract/media';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { mediaUrl } from '../../core/storage/storage';
import type { MediaLibrary, UploadService } from '../media/index';
import { checkFile, registerUpload } from '../media/index';

export interface AdminNewsletterImageOptions {
  uploads: UploadService;
  media: MediaLibrary;
  /** Mail apps fetch the image from the public site: its URL is absolute. */
  publicUrl: string;
}

/**
 * An image uploaded through the signed-upload flow (POST /api/objects/upload, then the PUT) is
 * registered here for a newsletter. Sent emails keep pointing at it, so it is never removed
 * with a replaced setting: nothing but this newsletter names it.
 */
export const adminNewsletterImageRoutes: FastifyPluginAsyncZod<AdminNewsletterImageOptions> = async (
  app,
  { uploads, media, publicUrl },
) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.post(
    ADMIN_CALLS.newsletterImages,
    { schema: { body: NewsletterImageRequestSchema, response: { 201: NewsletterImageSchema } } },
    async (request, reply) => {
      const upload = await uploads.claim(
        request.body.uploadURL,
        (purpose) => purpose.kind === 'site' && purpose.key === null,
      );
      const refusal = checkFile([NEWSLETTER_IMAGE_RULE], upload.format, upload.sizeBytes);
      if (refusal) {
        await uploads.discard(upload);
        throw new HttpError(refusal.status, refusal.message);
      }
      const meta = await registerUpload(media, uploads, upload);
      return reply.status(201).send({
        url: `${publicUrl}${mediaUrl(upload.storageKey)}`,
        width: meta?.width ?? null,
        height: meta?.height ?? null,
      });
    },
  );
};
