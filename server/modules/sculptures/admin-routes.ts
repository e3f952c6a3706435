import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import {
  ReorderSchema,
  type Sculpture,
  type SculptureInput,
  SculptureInputSchema,
  SculptureListSchema,
  SculpturePatchSchema,
  SculptureSchema,
} from '../../../contract/sculpture';
import type { Db } from '../../core/db/index';
import { onDuplicate, routesNeed } from '../../core/http/route-config';
import { found, HttpError } from '../../core/http-error';
import { newslettersShowing } from '../media/index';
import { type NotifyWaitlist, tellWaitlistIfMadeAvailable } from '../waitlists/index';
import { deleteSculptureKeepingSales } from './delete-sculpture';
import { saveNewSculpture, saveSculptureEdit } from './save-sculpture';
import {
  listSculptures,
  reorderSculptures,
  setSculptureLock,
  setSculpturePublished,
} from './sculpture-queries';

const duplicateSlug = onDuplicate(
  ({ slug }: SculptureInput) => `A sculpture with the slug "${slug}" already exists`,
);

export const adminSculptureRoutes: FastifyPluginAsyncZod<{
  db: Db;
  onDelete?: (imageUrls: string[]) => Promise<void>;
  /** Adds image sizes and blur previews to the list. */
  describeImages?: (list: Sculpture[]) => Promise<Sculpture[]>;
  /** Emails the waitlist of a piece an edit made available (unlocked, or back from Sold Out). */
  notifyWaitlist?: NotifyWaitlist;
}> = async (app, { db, onDelete, describeImages, notifyWaitlist }) => {
  app.addHook('onRoute', routesNeed('editor'));
  const editing = (id: number, edit: () => Promise<Sculpture | null>) =>
    tellWaitlistIfMadeAvailable(db, id, notifyWaitlist, app.log, edit);

  app.get(ADMIN_CALLS.sculptures, { schema: { response: { 200: SculptureListSchema } } }, async () => {
    const list = await listSculptures(db);
    return describeImages ? describeImages(list) : list;
  });

  app.post(
    ADMIN_CALLS.sculptures,
    {
      config: { duplicate: duplicateSlug },
      schema: { body: SculptureInputSchema, response: { 201: SculptureSchema, 409: MessageSchema } },
    },
    async (request, reply) => reply.status(201).send(await saveNewSculpture(db, request.body)),
  );

  app.put(
    ADMIN_CALLS.sculpture,
    {
      config: { duplicate: duplicateSlug },
      schema: {
        params: IdParamsSchema,
        body: SculptureInputSchema,
        response: { 200: SculptureSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      return found(await editing(id, () => saveSculptureEdit(db, id, request.body)), 'Sculpture');
    },
  );

  app.patch(
    ADMIN_CALLS.sculpture,
    {
      schema: {
        params: IdParamsSchema,
        body: SculpturePatchSchema,
        response: { 200: SculptureSchema, 404: MessageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { body } = request;
      const change =
        'isLocked' in body
          ? () => setSculptureLock(db, id, body.isLocked === 'true')
          : () => setSculpturePublished(db, id, body.published === 'true');
      return found(await editing(id, change), 'Sculpture');
    },
  );

  app.delete(
    ADMIN_CALLS.sculpture,
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      // A piece anything a collector did points at is refused (409, naming what it has).
      const deleted = found(await deleteSculptureKeepingSales(db, request.params.id), 'Sculpture');
      const images = [
        deleted.thumbnailImage,
        deleted.rolloverImage,
        deleted.scaleImage,
        deleted.placeholderMedia,
        ...deleted.galleryImages,
        ...deleted.inSituImages,
      ].filter((url): url is string => Boolean(url));
      await onDelete?.(images);
      // Said at once, so the owner knows why those files are still there.
      let kept = 0;
      for (const image of new Set(images)) if ((await newslettersShowing(db, image)) > 0) kept++;
      if (kept === 0) return { message: 'Sculpture deleted' };
      const files = kept === 1 ? '1 of its images stays' : `${kept} of its images stay`;
      return { message: `Sculpture deleted. ${files}: newsletters already sent show them.` };
    },
  );

  app.post(
    ADMIN_CALLS.sculptureOrder,
    { schema: { body: ReorderSchema, response: { 200: MessageSchema, 404: MessageSchema } } },
    async (request) => {
      const missing = await reorderSculptures(db, request.body);
      if (missing.length > 0) throw new HttpError(404, `Unknown sculpture id(s): ${missing.join(', ')}`);
      return { message: 'Order updated' };
    },
  );
};
