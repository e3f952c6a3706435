import { eq } from 'drizzle-orm';
import type { ActivityEntity } from '../../../contract/activity';
import { EditionNumberParamsSchema, type EditionState, editionNumberLabel } from '../../../contract/editions';
import { SiteSettingKeySchema } from '../../../contract/site-settings';
import type { Db } from '../../db/index';
import { journalPosts, sculptures } from '../../db/schema';
import { getAbout } from '../../repositories/about';
import { getAudienceSettings } from '../../repositories/audience-settings';
import { listEditionNumbers } from '../../repositories/editions';
import { toJournalDto } from '../../repositories/journal';
import { getPopupSettings } from '../../repositories/popup-settings';
import { getReservationSettings } from '../../repositories/reservation-settings';
import { toSculptureDto } from '../../repositories/sculptures';
import { getSiteSetting } from '../../repositories/site-settings';

/** What a write route does, for the log: kind of thing, action, and which one. */
export interface ActivitySubject {
  entity: ActivityEntity;
  /** The verb; a function when the body decides it (a number sold, held or freed). */
  action: string | ((request: WriteRequest, before: object | null) => string);
  /** Which one: the route's `:id` unless said otherwise; may read the database for a name. */
  target?: (request: WriteRequest, db: Db) => string | null | Promise<string | null>;
  /**
   * The thing as it was before the write, in the body's own terms: the fields that changed
   * are the body's fields whose value differs from it. Without it, every field sent counts.
   */
  before?: (db: Db, request: WriteRequest) => Promise<object | null>;
  /** Writes whose body is only a list or a secret: the log names no fields. */
  noFields?: true;
}

export interface WriteRequest {
  params: unknown;
  body: unknown;
}

const idOf = (request: WriteRequest): number | null => {
  const id = Number((request.params as { id?: unknown } | undefined)?.id);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const settingKeyOf = (request: WriteRequest) => {
  const key = SiteSettingKeySchema.safeParse((request.body as { key?: unknown } | undefined)?.key);
  return key.success ? key.data : null;
};

async function sculptureBefore(db: Db, request: WriteRequest) {
  const id = idOf(request);
  if (id === null) return null;
  const [row] = await db.select().from(sculptures).where(eq(sculptures.id, id));
  return row ? toSculptureDto(row) : null;
}

async function journalBefore(db: Db, request: WriteRequest) {
  const id = idOf(request);
  if (id === null) return null;
  const [row] = await db.select().from(journalPosts).where(eq(journalPosts.id, id));
  return row ? toJournalDto(row) : null;
}

async function settingBefore(db: Db, request: WriteRequest) {
  const key = settingKeyOf(request);
  // Only the value is compared: the key is the target.
  return key ? { key, value: await getSiteSetting(db, key) } : null;
}

const editionParamsOf = (request: WriteRequest) => {
  const params = EditionNumberParamsSchema.safeParse(request.params);
  return params.success ? params.data : null;
};

async function editionBefore(db: Db, request: WriteRequest) {
  const params = editionParamsOf(request);
  if (!params) return null;
  const numbers = await listEditionNumbers(db, params.id);
  return numbers.find((row) => row.size === params.size && row.number === params.number) ?? null;
}

/** 'Hero Kid, 54 inch no. 7': the piece by its title and the number by its size. */
async function editionTarget(request: WriteRequest, db: Db) {
  const params = editionParamsOf(request);
  if (!params) return null;
  const [piece] = await db
    .select({ title: sculptures.title })
    .from(sculptures)
    .where(eq(sculptures.id, params.id));
  return `${piece?.title ?? `Sculpture ${params.id}`}, ${editionNumberLabel(params.size, params.number)}`;
}

/** What setting one number did, in the owner's verbs: 'sell', 'hold', 'withhold', 'free', or 'update'. */
function editionAction(request: WriteRequest, before: object | null): string {
  const state = (request.body as { state?: EditionState } | undefined)?.state;
  if (!state || (before as { state?: EditionState } | null)?.state === state) return 'update';
  return EDITION_ACTIONS[state];
}
const EDITION_ACTIONS: Record<EditionState, string> = {
  sold: 'sell',
  held: 'hold',
  withheld: 'withhold',
  available: 'free',
};

/**
 * Every admin write route, by method and route pattern. Routes that change nothing (the video
 * checks, handing out an upload URL) are null. A write route missing here is still logged,
 * under its path (see subjectOf); the route table test makes sure none is missing.
 */
export const ACTIVITY_SUBJECTS: Record<string, ActivitySubject | null> = {
  'POST /api/admin/sculptures': { entity: 'sculpture', action: 'create' },
  'PUT /api/admin/sculptures/:id': { entity: 'sculpture', action: 'update', before: sculptureBefore },
  'PATCH /api/admin/sculptures/:id': { entity: 'sculpture', action: 'update', before: sculptureBefore },
  'DELETE /api/admin/sculptures/:id': { entity: 'sculpture', action: 'delete' },
  'POST /api/admin/sculptures/reorder': { entity: 'sculpture', action: 'reorder', noFields: true },
  'POST /api/admin/sculptures/:id/upload-url': null,
  'POST /api/admin/sculptures/:id/images': { entity: 'sculpture-image', action: 'add' },
  'DELETE /api/admin/sculptures/:id/images': { entity: 'sculpture-image', action: 'delete' },
  'PUT /api/admin/sculptures/:id/editions/:size/:number': {
    entity: 'edition',
    action: editionAction,
    target: editionTarget,
    before: editionBefore,
  },
  'POST /api/admin/about': { entity: 'about', action: 'create' },
  'PUT /api/admin/about/:id': { entity: 'about', action: 'update', before: (db) => getAbout(db) },
  'POST /api/admin/journal': { entity: 'journal-post', action: 'create' },
  'PUT /api/admin/journal/:id': { entity: 'journal-post', action: 'update', before: journalBefore },
  'DELETE /api/admin/journal/:id': { entity: 'journal-post', action: 'delete' },
  'POST /api/admin/site-settings': {
    entity: 'site-setting',
    action: 'update',
    target: settingKeyOf,
    before: settingBefore,
  },
  'POST /api/admin/popup-settings': {
    entity: 'popup-settings',
    action: 'update',
    before: (db) => getPopupSettings(db),
  },
  'POST /api/admin/audience-settings': {
    entity: 'audience-settings',
    action: 'update',
    before: (db) => getAudienceSettings(db),
  },
  'POST /api/admin/newsletters/drafts': { entity: 'newsletter-draft', action: 'create' },
  'PUT /api/admin/newsletters/drafts/:id': { entity: 'newsletter-draft', action: 'update' },
  'DELETE /api/admin/newsletters/drafts/:id': { entity: 'newsletter-draft', action: 'delete' },
  'POST /api/admin/newsletters/images': { entity: 'newsletter-image', action: 'add', noFields: true },
  'POST /api/admin/newsletters/test': { entity: 'newsletter', action: 'send test' },
  'POST /api/admin/newsletters/send': { entity: 'newsletter', action: 'send' },
  'POST /api/admin/newsletters/campaigns/:id/cancel': { entity: 'newsletter', action: 'cancel' },
  'POST /api/admin/newsletters/campaigns/:id/unschedule': { entity: 'newsletter', action: 'unschedule' },
  'POST /api/admin/waitlists/:id/notify': { entity: 'waitlist', action: 'notify' },
  'POST /api/admin/suppressions/lift': {
    entity: 'suppressed-address',
    action: 'lift',
    target: (request) => String((request.body as { email?: unknown } | undefined)?.email ?? '') || null,
    noFields: true,
  },
  'POST /api/admin/reservations/:id/confirm': { entity: 'reservation', action: 'confirm sale' },
  'POST /api/admin/reservations/:id/release': { entity: 'reservation', action: 'release' },
  'PUT /api/admin/reservation-settings': {
    entity: 'reservation-settings',
    action: 'update',
    before: (db) => getReservationSettings(db),
  },
  'POST /api/admin/logout': { entity: 'session', action: 'sign out', noFields: true },
  'DELETE /api/admin/sessions/:id': { entity: 'session', action: 'end' },
  'POST /api/admin/password': { entity: 'password', action: 'change', noFields: true },
  'POST /api/admin/test-video': null,
  'POST /api/admin/test-video-live-simulation': null,
  'POST /api/objects/upload': null,
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route is an admin write the log must know about. */
export function isAdminWriteRoute(method: string, url: string, isPublic: boolean): boolean {
  return (
    WRITE_METHODS.has(method) &&
    !isPublic &&
    (url.startsWith('/api/admin/') || url.startsWith('/api/objects/'))
  );
}

/**
 * The subject of a signed-in write, or null when it changes nothing. A route not listed is
 * still recorded, as 'other' with its method and path: a new route is never silently missing
 * from the log (and the route table test asks for its entry).
 */
export function subjectOf(method: string, url: string): ActivitySubject | null {
  const key = `${method} ${url}`;
  if (key in ACTIVITY_SUBJECTS) return ACTIVITY_SUBJECTS[key] ?? null;
  return { entity: 'other', action: key, target: () => null };
}
