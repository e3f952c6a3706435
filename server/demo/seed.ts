import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { statedEditionSize } from '../../contract/editions';
import { DETAIL_DEFAULTS, SIZE_MODELS } from '../../contract/limits';
import { NEW_SCULPTURE_DEFAULTS } from '../../contract/sculpture-media-limits';
import type { SiteSettingKey } from '../../contract/site-settings';
import type { Db, DbOrTransaction } from '../core/db/index';
import { mediaUrl, type Storage } from '../core/storage/storage';
import {
  aboutPages,
  appMeta,
  audienceSettings,
  editionNumbers,
  journalPosts,
  popupSettings,
  salesSettings,
  sculptures,
  siteSettings,
} from '../db/schema';
import { resizeEdition } from '../modules/editions/index';
import { createMediaLibrary } from '../modules/media/index';
import type { DemoFigure } from './art/figures';
import {
  type DemoArtworkKind,
  renderArtistArtwork,
  renderHeroArtwork,
  renderSculptureArtwork,
} from './art/render';
import {
  DEMO_ABOUT,
  DEMO_FEATURES,
  DEMO_JOURNAL,
  DEMO_SCULPTURES,
  DEMO_SETTINGS,
  type DemoSculpture,
} from './content';

const SEEDED_KEY = 'demo-seeded-at';
const GALLERY_VARIANTS = 3;
const IN_SITU_VARIANTS = 2;

/** Renders artwork; tests pass a cached one so every worker does not redraw the same pictures. */
export interface ArtworkRenderer {
  sculpture(figure: DemoFigure, kind: DemoArtworkKind, variant: number): Promise<Buffer>;
  hero(): Promise<Buffer>;
  artist(): Promise<Buffer>;
}

export const defaultRenderer: ArtworkRenderer = {
  sculpture: renderSculptureArtwork,
  hero: renderHeroArtwork,
  artist: renderArtistArtwork,
};

async function wasSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return Boolean(row);
}

/**
 * Seeds the demo content into a database that was never seeded; a later start (or a database
 * whose demo content the admin deleted) is left alone. Only on request: DEMO_CONTENT=true at
 * start (`npm run demo`) or `npm run admin -- seed-demo`. Answers whether it seeded.
 */
export async function seedDemoContent(
  db: Db,
  storage: Storage,
  renderer: ArtworkRenderer = defaultRenderer,
  { features = false }: { features?: boolean } = {},
): Promise<boolean> {
  if (await wasSeeded(db)) return false;

  const media = createMediaLibrary({ db, storage });
  const written: string[] = [];
  const registrations: Promise<unknown>[] = [];
  async function store(name: string, render: () => Promise<Buffer>): Promise<string> {
    // A fresh random suffix per file: media answers are cached as immutable, and the name of
    // one piece's picture must not tell the name of a locked piece's (docs/decisions/0012-drops.md).
    const key = `demo/${name}-${randomBytes(16).toString('hex')}.jpg`;
    const body = await render();
    await storage.put(key, body, 'image/jpeg');
    // Registered like an upload, so the demo artwork has its variants and blur previews too;
    // alongside the drawing of the next pictures, which keeps the first start short.
    const registration = media.registerImage(
      key,
      { sizeBytes: body.length, contentType: 'image/jpeg' },
      { complete: true },
    );
    // Awaited below; this only keeps a failure while drawing from leaving it unhandled.
    registration.catch(() => {});
    registrations.push(registration);
    written.push(mediaUrl(key));
    return mediaUrl(key);
  }

  const rows: (typeof sculptures.$inferInsert)[] = [];
  for (const demo of DEMO_SCULPTURES) {
    rows.push({ ...sculptureColumns(demo), ...(await renderSculptureImages(demo, store, renderer)) });
  }
  const heroImage = await store('homepage-hero', renderer.hero);
  const artistImage = await store('artist-portrait', renderer.artist);
  const settings: Partial<Record<SiteSettingKey, string>> = {
    ...DEMO_SETTINGS,
    'homepage-hero-image': heroImage,
    'artist-image': artistImage,
  };

  await Promise.all(registrations);

  const seeded = await db.transaction(async (tx) => {
    // The marker goes first: a second instance seeding at the same moment waits here, then skips.
    const marker = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marker.length === 0) return false;
    // Asked for on a site that already has content of its own, the demo fills only what is
    // missing: the admin's pieces, posts, About and settings stay, the demo pieces go after them.
    const [last] = await tx
      .select({ sortOrder: sculptures.sortOrder })
      .from(sculptures)
      .orderBy(desc(sculptures.sortOrder))
      .limit(1);
    const firstPosition = last ? last.sortOrder + 1 : 0;
    const inserted = await tx
      .insert(sculptures)
      .values(rows.map((row, index) => ({ ...row, sortOrder: firstPosition + index })))
      .onConflictDoNothing()
      .returning();
    for (const piece of inserted) await seedEditionRegister(tx, piece);
    const [about] = await tx.select({ id: aboutPages.id }).from(aboutPages).limit(1);
    if (!about) await tx.insert(aboutPages).values(DEMO_ABOUT);
    await tx.insert(journalPosts).values(DEMO_JOURNAL).onConflictDoNothing();
    await tx
      .insert(siteSettings)
      .values(
        Object.entries({ ...settings, ...(features ? DEMO_FEATURES.legal : {}) }).map(([key, value]) => ({
          key,
          value,
        })),
      )
      .onConflictDoNothing();
    // Each only where the owner has not chosen already.
    if (features) {
      await tx.insert(popupSettings).values(DEMO_FEATURES.popup).onConflictDoNothing();
      await tx
        .insert(audienceSettings)
        .values({ doubleOptIn: DEMO_FEATURES.doubleOptIn })
        .onConflictDoNothing();
      await tx.insert(salesSettings).values({ settings: DEMO_FEATURES.sales.settings }).onConflictDoNothing();
      for (const [slug, { price100, price450 }] of Object.entries(DEMO_FEATURES.sales.prices)) {
        await tx
          .update(sculptures)
          .set({
            price100: sql`coalesce(${sculptures.price100}, ${price100})`,
            price450: sql`coalesce(${sculptures.price450}, ${price450})`,
          })
          .where(eq(sculptures.slug, slug));
      }
    }
    return true;
  });
  // Pictures of what was not inserted (another instance seeded, or the admin's own came first).
  await media.removeIfUnused(written);
  return seeded;
}

function sculptureColumns(demo: DemoSculpture) {
  return {
    slug: demo.slug,
    title: demo.title,
    tagline: demo.tagline,
    intro: demo.intro,
    medium: NEW_SCULPTURE_DEFAULTS.medium,
    sizes: ['12 inch', '54 inch'],
    edition: demo.edition100,
    finish: NEW_SCULPTURE_DEFAULTS.finish,
    certificate: NEW_SCULPTURE_DEFAULTS.certificate,
    status: demo.status,
    isLocked: demo.isLocked,
    isGreyscale: demo.isGreyscale,
    imageCount: 4,
    placeholderType: 'photo' as const,
    seoTitle: `${demo.title} — Limited-Edition Chrome Sculpture`,
    seoDescription: `${demo.title}: ${demo.tagline} A mirror-chrome collectible in 12 inch and 54 inch limited editions.`,
    ...demo.chart,
    medium100: 'Cast resin with chrome finish',
    medium450: 'Cast aluminium with chrome finish',
    edition100: demo.edition100,
    edition450: demo.edition450,
    editionSize100: statedEditionSize(demo.edition100),
    editionSize450: statedEditionSize(demo.edition450),
    finish100: 'Mirror chrome',
    finish450: 'Hand-polished mirror chrome',
    certificate100: DETAIL_DEFAULTS.certificate,
    certificate450: 'Signed, numbered certificate with foundry seal',
  };
}

/** Each demo size gets its numbers; a demo piece shown Sold Out has sold every one. */
async function seedEditionRegister(tx: DbOrTransaction, piece: typeof sculptures.$inferSelect) {
  for (const model of SIZE_MODELS) {
    await resizeEdition(tx, piece.id, model, piece[`editionSize${model}`]);
  }
  if (piece.status === 'Sold Out') {
    await tx.update(editionNumbers).set({ state: 'sold' }).where(eq(editionNumbers.sculptureId, piece.id));
  }
}

async function renderSculptureImages(
  demo: DemoSculpture,
  store: (name: string, render: () => Promise<Buffer>) => Promise<string>,
  renderer: ArtworkRenderer,
) {
  const image = (kind: DemoArtworkKind, variant = 0) =>
    store(`${demo.slug}-${kind.toLowerCase()}-${variant}`, () =>
      renderer.sculpture(demo.figure, kind, variant),
    );
  const range = (count: number) => Array.from({ length: count }, (_, index) => index);
  return {
    thumbnailImage: await image('thumbnail'),
    rolloverImage: await image('rollover'),
    scaleImage: await image('scale'),
    galleryImages: await Promise.all(range(GALLERY_VARIANTS).map((variant) => image('gallery', variant))),
    inSituImages: await Promise.all(range(IN_SITU_VARIANTS).map((variant) => image('inSitu', variant))),
  };
}
