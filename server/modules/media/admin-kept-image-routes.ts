import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { type KeptImage, KeptImageListSchema } from '../../../contract/media';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { mediaUrl } from '../../core/storage/storage';
import type { CampaignStatus } from '../../db/schema';
import { imagesKeptForNewsletters, type KeptImageRow } from './media-references';

/** A newsletter's state in the owner's words: queued means it went out. */
const STATE: Record<CampaignStatus, KeptImage['newsletters'][number]['state']> = {
  queued: 'sent',
  scheduled: 'scheduled',
  draft: 'draft',
  cancelled: 'cancelled',
};

function atOf(row: KeptImageRow): Date | null {
  if (row.status === 'queued') return row.startedAt;
  if (row.status === 'scheduled') return row.sendAt;
  return null;
}

/** The images kept only because newsletters show them, and which newsletters (Collection tab). */
export const adminKeptImageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', routesNeed('editor'));
  app.get(ADMIN_CALLS.keptImages, { schema: { response: { 200: KeptImageListSchema } } }, async () => {
    const images = new Map<string, KeptImage>();
    for (const row of await imagesKeptForNewsletters(db)) {
      const image = images.get(row.storageKey) ?? {
        url: mediaUrl(row.storageKey),
        width: row.width,
        height: row.height,
        newsletters: [],
      };
      image.newsletters.push({
        subject: row.subject,
        state: STATE[row.status],
        at: atOf(row)?.toISOString() ?? null,
      });
      images.set(row.storageKey, image);
    }
    return [...images.values()];
  });
};
