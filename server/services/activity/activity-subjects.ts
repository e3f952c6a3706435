import { eq } from 'drizzle-orm';
import type { ActivityEntity } from '../../../contract/activity';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import {
  canonicalCode,
  formatCode,
  REVOKE_REASON_LABELS,
  type RevokeReason,
} from '../../../contract/certificates';
import { EditionNumberParamsSchema, type EditionState, editionNumberLabel } from '../../../contract/editions';
import { INQUIRY_STATE_ACTIONS, type InquiryPatch } from '../../../contract/inquiry-inbox';
import { SIZE_MODEL_LABELS } from '../../../contract/limits';
import { SiteSettingKeySchema } from '../../../contract/site-settings';
import type { Db } from '../../db/index';
import { journalPosts, reservations, sculptures } from '../../db/schema';
import { getAbout } from '../../repositories/about';
import { getAudienceSettings } from '../../repositories/audience-settings';
import { findCertificate } from '../../repositories/certificates';
import { listEditionNumbers } from '../../repositories/editions';
import { toJournalDto } from '../../repositories/journal';
import { pieceTitle } from '../../repositories/newsletter-campaigns';
import { findStoredNewsletter } from '../../repositories/newsletter-drafts';
import { getPopupSettings } from '../../repositories/popup-settings';
import { getReservationSettings } from '../../repositories/reservation-settings';
import { getRetentionSettings } from '../../repositories/retention-settings';
import { toSculptureDto } from '../../repositories/sculptures';
import { getSiteSetting } from '../../repositories/site-settings';
import { settingLabel } from './field-labels';
import { collectorName, inquiryName } from './person-names';

/** What a write route does, for the log: kind of thing, action, and which one. */
export interface ActivitySubject {
  entity: ActivityEntity;
  /** The verb; a function when the body decides it (scheduled or sent; a number sold, held or freed). */
  action: string | ((request: WriteRequest, before: object | null) => string);
  /**
   * Which one, in the owner's words, as it was before the write: the piece's or post's title,
   * the draft's subject, the setting's label. Read before the handler runs, so a deleted thing
   * is still named. After the write, a title or subject in the answer names it instead.
   */
  name?: (db: Db, request: WriteRequest) => Promise<string | null> | string | null;
  /**
   * The thing as it was before the write, in the body's own terms: the fields that changed
   * are the body's fields whose value differs from it. Without it, every field sent counts.
   */
  before?: (db: Db, request: WriteRequest) => Promise<object | null>;
  /** Writes whose body is only a list, a secret or a whole letter: the log names no fields. */
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

/** A letter not given a subject yet, as the composer's list shows it. */
export const UNTITLED_NEWSLETTER = 'Untitled newsletter';

async function sculptureBefore(db: Db, request: WriteRequest) {
  const id = idOf(request);
  if (id === null) return null;
  const [row] = await db.select().from(sculptures).where(eq(sculptures.id, id));
  return row ? toSculptureDto(row) : null;
}

async function sculptureName(db: Db, request: WriteRequest) {
  const id = idOf(request);
  return id === null ? null : pieceTitle(db, id);
}

async function journalBefore(db: Db, request: WriteRequest) {
  const id = idOf(request);
  if (id === null) return null;
  const [row] = await db.select().from(journalPosts).where(eq(journalPosts.id, id));
  return row ? toJournalDto(row) : null;
}

async function journalName(db: Db, request: WriteRequest) {
  const id = idOf(request);
  if (id === null) return null;
  const [row] = await db
    .select({ title: journalPosts.title })
    .from(journalPosts)
    .where(eq(journalPosts.id, id));
  return row?.title ?? null;
}

/** A draft's text as the composer sends it, to compare an autosave with. */
async function draftBefore(db: Db, request: WriteRequest) {
  const id = idOf(request);
  const stored = id === null ? null : await findStoredNewsletter(db, id);
  if (!stored) return null;
  const { subject, htmlContent, textContent, design } = stored;
  return { subject, htmlContent, textContent, design };
}

/** A draft's or campaign's subject: how the owner tells letters apart. */
async function newsletterName(db: Db, request: WriteRequest) {
  const id = idOf(request);
  const stored = id === null ? null : await findStoredNewsletter(db, id);
  return stored ? stored.subject.trim() || UNTITLED_NEWSLETTER : null;
}

async function settingBefore(db: Db, request: WriteRequest) {
  const key = settingKeyOf(request);
  // Only the value is compared: the key is the target.
  return key ? { key, value: await getSiteSetting(db, key) } : null;
}

const settingName = (_db: Db, request: WriteRequest) => {
  const key = settingKeyOf(request);
  return key ? settingLabel(key) : null;
};

/** A send names the time or the release it waits for: then it is scheduled, not sent. */
const sendOrSchedule = (request: WriteRequest): string => {
  const body = request.body as { sendAt?: unknown; releaseSculptureId?: unknown } | undefined;
  return body?.sendAt !== undefined || body?.releaseSculptureId !== undefined ? 'schedule' : 'send';
};

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
async function editionName(db: Db, request: WriteRequest) {
  const params = editionParamsOf(request);
  if (!params) return null;
  const [piece] = await db
    .select({ title: sculptures.title })
    .from(sculptures)
    .where(eq(sculptures.id, params.id));
  return `${piece?.title ?? `Sculpture ${params.id}`}, ${editionNumberLabel(params.size, params.number)}`;
}

/**
 * 'Hero Kid, 54 inch no. 3 (K7M2Q-…)': a certificate by its number and code, never its owner, so
 * erasing a collector leaves nothing of them in the log. A revocation says why.
 */
async function certificateName(db: Db, request: WriteRequest) {
  const code = canonicalCode(String((request.params as { code?: unknown } | undefined)?.code ?? ''));
  const record = code ? await findCertificate(db, code) : null;
  if (!record) return null;
  const reason = (request.body as { reason?: RevokeReason } | undefined)?.reason;
  const why = reason && REVOKE_REASON_LABELS[reason] ? `, ${REVOKE_REASON_LABELS[reason].toLowerCase()}` : '';
  return `${record.details.title}, ${editionNumberLabel(record.size, record.number)} (${formatCode(record.code)}${why})`;
}

/** What setting one number did, in the owner's verbs: 'sell', 'hold', 'withhold', 'free', or 'update'. */
function editionAction(request: WriteRequest, before: object | null): string {
  const state = (request.body as { state?: EditionState } | undefined)?.state;
  if (!state || (before as { state?: EditionState } | null)?.state === state) return 'update';
  return EDITION_ACTIONS[state];
}
/** A reservation by the piece and size it is for, and who made it: 'Hero Kid, 54 inch, for Dana Reyes'. */
async function reservationName(db: Db, request: WriteRequest) {
  const id = idOf(request);
  if (id === null) return null;
  const [row] = await db
    .select({ title: sculptures.title, size: reservations.size, name: reservations.name })
    .from(reservations)
    .leftJoin(sculptures, eq(sculptures.id, reservations.sculptureId))
    .where(eq(reservations.id, id));
  return row ? `${row.title ?? 'A removed piece'}, ${SIZE_MODEL_LABELS[row.size]}, for ${row.name}` : null;
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
  'PUT /api/admin/sculptures/:id': {
    entity: 'sculpture',
    action: 'update',
    name: sculptureName,
    before: sculptureBefore,
  },
  'PATCH /api/admin/sculptures/:id': {
    entity: 'sculpture',
    action: 'update',
    name: sculptureName,
    before: sculptureBefore,
  },
  'DELETE /api/admin/sculptures/:id': { entity: 'sculpture', action: 'delete', name: sculptureName },
  'POST /api/admin/sculptures/reorder': { entity: 'sculpture', action: 'reorder', noFields: true },
  'POST /api/admin/sculptures/:id/upload-url': null,
  'POST /api/admin/sculptures/:id/images': { entity: 'sculpture-image', action: 'add', name: sculptureName },
  'DELETE /api/admin/sculptures/:id/images': {
    entity: 'sculpture-image',
    action: 'delete',
    name: sculptureName,
  },
  'PUT /api/admin/sculptures/:id/editions/:size/:number': {
    entity: 'edition',
    action: editionAction,
    name: editionName,
    before: editionBefore,
  },
  // The owner's verbs, and the number and code; no field names: a certificate's fields are a person's.
  'POST /api/admin/sculptures/:id/editions/:size/:number/certificate': {
    entity: 'certificate',
    action: 'issue',
    name: editionName,
    noFields: true,
  },
  'POST /api/admin/certificates/:code/transfer': {
    entity: 'certificate',
    action: 'transfer',
    name: certificateName,
    noFields: true,
  },
  'POST /api/admin/certificates/:code/revoke': {
    entity: 'certificate',
    action: 'revoke',
    name: certificateName,
    noFields: true,
  },
  'POST /api/admin/about': { entity: 'about', action: 'create' },
  'PUT /api/admin/about/:id': { entity: 'about', action: 'update', before: (db) => getAbout(db) },
  'POST /api/admin/journal': { entity: 'journal-post', action: 'create' },
  'PUT /api/admin/journal/:id': {
    entity: 'journal-post',
    action: 'update',
    name: journalName,
    before: journalBefore,
  },
  'DELETE /api/admin/journal/:id': { entity: 'journal-post', action: 'delete', name: journalName },
  'POST /api/admin/site-settings': {
    entity: 'site-setting',
    action: 'update',
    name: settingName,
    before: settingBefore,
    // The setting's label says what changed; its one field is always 'value'.
    noFields: true,
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
  'PUT /api/admin/newsletters/drafts/:id': {
    entity: 'newsletter-draft',
    action: 'update',
    name: newsletterName,
    before: draftBefore,
  },
  'DELETE /api/admin/newsletters/drafts/:id': {
    entity: 'newsletter-draft',
    action: 'delete',
    name: newsletterName,
  },
  'POST /api/admin/newsletters/images': { entity: 'newsletter-image', action: 'add', noFields: true },
  'POST /api/admin/newsletters/test': { entity: 'newsletter', action: 'send test', noFields: true },
  'POST /api/admin/newsletters/send': { entity: 'newsletter', action: sendOrSchedule, noFields: true },
  'POST /api/admin/newsletters/campaigns/:id/cancel': {
    entity: 'newsletter',
    action: 'cancel',
    name: newsletterName,
  },
  'POST /api/admin/newsletters/campaigns/:id/unschedule': {
    entity: 'newsletter',
    action: 'unschedule',
    name: newsletterName,
  },
  'POST /api/admin/waitlists/:id/notify': { entity: 'waitlist', action: 'notify', name: sculptureName },
  // No name: the log keeps that a collector was erased, never who (decision 34).
  'DELETE /api/admin/collectors/:id': { entity: 'collector', action: 'erase', noFields: true },
  'PUT /api/admin/retention-settings': {
    entity: 'data-retention',
    action: 'update',
    before: (db) => getRetentionSettings(db),
  },
  'POST /api/admin/suppressions/lift': {
    entity: 'suppressed-address',
    action: 'lift',
    // The address itself is the owner's name for it: the list shows it, and lifting types it.
    name: (_db, request) =>
      String((request.body as { email?: unknown } | undefined)?.email ?? '').trim() || null,
    noFields: true,
  },
  'POST /api/admin/reservations/:id/confirm': {
    entity: 'reservation',
    action: 'confirm sale',
    name: reservationName,
  },
  'POST /api/admin/reservations/:id/release': {
    entity: 'reservation',
    action: 'release',
    name: reservationName,
  },
  'PUT /api/admin/reservation-settings': {
    entity: 'reservation-settings',
    action: 'update',
    before: (db) => getReservationSettings(db),
  },
  // Named by date and piece, never by the person: an erased collector leaves no name in the log.
  'PATCH /api/admin/inquiries/:id': {
    entity: 'inquiry',
    action: (request) =>
      INQUIRY_STATE_ACTIONS[(request.body as InquiryPatch | undefined)?.state ?? 'new'] ?? 'update',
    name: inquiryName,
    noFields: true,
  },
  'POST /api/admin/inquiries/:id/read': null,
  'POST /api/admin/inquiries/:id/reply': {
    entity: 'inquiry',
    action: 'reply',
    name: inquiryName,
    noFields: true,
  },
  'PATCH /api/admin/collectors/:id': { entity: 'collector', action: 'update', name: collectorName },
  'POST /api/admin/logout': { entity: 'session', action: 'sign out', noFields: true },
  'DELETE /api/admin/sessions/:id': { entity: 'session', action: 'end' },
  'POST /api/admin/password': { entity: 'password', action: 'change', noFields: true },
  'POST /api/admin/test-video': null,
  'POST /api/admin/test-video-live-simulation': null,
  'POST /api/objects/upload': null,
};

/** Kinds of thing the owner names; the rest are one of a kind (the About page, the popup). */
const NAMED_ENTITIES = new Set<ActivityEntity>([
  'sculpture',
  'sculpture-image',
  'journal-post',
  'newsletter',
  'newsletter-draft',
  'waitlist',
]);

const textField = (value: unknown, field: 'title' | 'subject'): string | null => {
  if (!value || typeof value !== 'object') return null;
  const text = (value as Record<string, unknown>)[field];
  return typeof text === 'string' ? text : null;
};

/**
 * What a named thing is called once the write is done: the title or subject in the answer (a
 * piece just created or renamed), else the subject sent (a newsletter sent or tested); null
 * when neither says, and the name read before the write stands.
 */
export function nameAfter(entity: ActivityEntity, answer: unknown, body: unknown): string | null {
  if (!NAMED_ENTITIES.has(entity)) return null;
  const title = textField(answer, 'title');
  if (title !== null) return title.trim() || null;
  const subject = textField(answer, 'subject') ?? textField(body, 'subject');
  return subject === null ? null : subject.trim() || UNTITLED_NEWSLETTER;
}

/**
 * What the thing was called before the write: from the state already read for the field
 * comparison when it has a title or subject (no second query), else the subject's own reader.
 */
export async function nameBefore(
  db: Db,
  subject: ActivitySubject,
  request: WriteRequest,
  before: object | null,
): Promise<string | null> {
  if (!subject.name) return null;
  const known = textField(before, 'title') ?? textField(before, 'subject');
  if (known !== null) return known.trim() || UNTITLED_NEWSLETTER;
  return subject.name(db, request);
}

/** The verb of a write, for the log. */
export const actionOf = (subject: ActivitySubject, request: WriteRequest, before: object | null): string =>
  typeof subject.action === 'function' ? subject.action(request, before) : subject.action;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route is an admin write the log must know about. */
export function isAdminWriteRoute(method: string, url: string, isPublic: boolean): boolean {
  return (
    WRITE_METHODS.has(method) &&
    !isPublic &&
    (url.startsWith(`${ADMIN_API_PREFIX}/`) || url.startsWith(`${API_PREFIX}/objects/`))
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
  return { entity: 'other', action: key, name: () => null };
}
