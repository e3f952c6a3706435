import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import { withImageMeta } from '../media/index';
import { adminSculptureImageRoutes } from './admin-image-routes';
import { adminSculptureRoutes } from './admin-routes';
import { validationReportRoutes } from './gallery-report-routes';
import { sculptureRoutes } from './public-routes';

export { listPublicSculptures } from './public-sculptures';

/*
 * Sculptures: the pieces of the collection as the site shows them and the owner edits them. The
 * public list and detail, a locked piece only as its teaser (public-sculptures, teaser-image; the
 * server-rendered pages read the same list), the owner's create and edit with the sizes of its
 * editions (save-sculpture), reorder, hide, and delete, refused while any record keeps the piece
 * (delete-sculpture, piece-records: every sale outlives it), and each piece's images. Still
 * outside, as several features read them: the queries (repositories/sculptures.ts,
 * sculpture-images.ts) and the sculptures table (server/db/schema-core.ts, which every
 * piece-bound table's foreign key points at). The numbers' register is the editions module.
 */

/** The media module's services, which the pieces' images are stored and described through. */
const sculpturesModule: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const { library: media, uploads, images } = app.media;
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
        images,
      });
      // Public although under the prefix: the detail page's report of a repeated gallery image.
      await admin.register(validationReportRoutes);
    },
    { prefix: ADMIN_API_PREFIX },
  );
};

/** One Fastify plugin: the pieces' public reads, the owner's edits and their images. */
export const sculpturesPlugin = fp(sculpturesModule, { name: 'sculptures', dependencies: ['waitlists'] });
