import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import { withImageMeta } from '../media/index';
import { adminSculptureImageRoutes } from './admin-image-routes';
import { adminSculptureRoutes } from './admin-routes';
import { validationReportRoutes } from './gallery-report-routes';
import { sculptureRoutes } from './public-routes';
import { createSculptureImageService } from './sculpture-image-service';

export { listPublicSculptures } from './public-sculptures';
export {
  findPublicTitle,
  listPublishedSculptures,
  toSculptureDto,
} from './sculpture-queries';

/*
 * Sculptures: the pieces of the collection as the site shows them and the owner edits them. The
 * public list and detail, a locked piece only as its teaser (public-sculptures, teaser-image; the
 * server-rendered pages read the same list), the owner's create and edit with the sizes of its
 * editions (save-sculpture), reorder, hide, and delete, refused while any record keeps the piece
 * (delete-sculpture, piece-records: every sale outlives it), each piece's images (their slots on
 * the row: sculpture-images, stored through the media module by sculpture-image-service), the
 * queries (sculpture-queries) and the table (schema.ts, which every piece-bound table's foreign
 * key points at). Others read the published list, a piece's public title and the row's wire
 * form through this index; editions and certificates, which this module's saves and sales sit
 * on, read the few columns they show themselves. The numbers' register is the editions module.
 */

const sculpturesModule: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const { library: media, uploads } = app.media;
  await app.register(sculptureRoutes, { prefix: API_PREFIX, db, media, clock: app.clock });
  await app.register(
    async (admin) => {
      await admin.register(adminSculptureRoutes, {
        db,
        onDelete: media.removeIfUnused,
        describeImages: (list) => withImageMeta(media, list),
        // A piece made available by an edit tells its waitlist.
        notifyWaitlist: app.waitlists.notify,
      });
      await admin.register(adminSculptureImageRoutes, {
        db,
        uploads,
        images: createSculptureImageService({ db, uploads, media }),
      });
      // Public although under the prefix: the detail page's report of a repeated gallery image.
      await admin.register(validationReportRoutes);
    },
    { prefix: ADMIN_API_PREFIX },
  );
};

/** One Fastify plugin: the pieces' public reads, the owner's edits and their images. */
export const sculpturesPlugin = fp(sculpturesModule, {
  name: 'sculptures',
  dependencies: ['waitlists', 'media'],
});
