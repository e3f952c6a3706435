import { eq, sql } from 'drizzle-orm';
import { ADMIN_CALLS } from '../contract/admin-calls';
import { ADMIN_API_PREFIX, API_PREFIX, OBJECT_UPLOAD_CALL } from '../contract/api-paths';
import { canonicalCode, formatCode, REVOKE_REASON_LABELS, type RevokeReason } from '../contract/certificates';
import { EditionNumberParamsSchema, type EditionState, editionNumberLabel } from '../contract/editions';
import { INQUIRY_STATE_ACTIONS, type InquiryPatch } from '../contract/inquiry-inbox';
import { SIZE_MODEL_LABELS } from '../contract/limits';
import { SiteSettingKeySchema } from '../contract/site-settings';
import { decodeTimeline } from '../contract/timeline-wire';
import type { WriteRequest } from './core/activity-subject';
import type { Db } from './core/db/index';
import { journalPosts, reservations, sculptures } from './db/schema';
import { ACCOUNT_ACTIVITY } from './modules/account/index';
import {
  type ActivitySubjects,
  collectorName,
  inquiryName,
  settingLabel,
  UNTITLED_NEWSLETTER,
} from './modules/activity/index';
import { getAudienceSettings } from './modules/audience/index';
import { findCertificate } from './modules/certificates/index';
import { getRetentionSettings } from './modules/collectors/index';
import { getAbout, getPopupSettings, getSiteSetting, toJournalDto } from './modules/content/index';
import { DRAWS_ACTIVITY } from './modules/draws/index';
import { listEditionNumbers } from './modules/editions/index';
import { findStoredNewsletter, pieceTitle } from './modules/newsletters/index';
import { getReservationSettings } from './modules/reservations/index';
import { SALES_ACTIVITY } from './modules/sales/index';
import { toSculptureDto } from './modules/sculptures/index';
import { STAFF_ACTIVITY } from './modules/staff/index';

/*
 * What the activity log says of each admin write, for every feature: the one place that knows
 * them all, so it sits beside app.ts (which hands it to the activity module) and the activity
 * module itself knows no other feature. A feature's own subjects may live in its module
 * (SALES_ACTIVITY, DRAWS_ACTIVITY, ...) and join the list here.
 */

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
    .select({
      title: sql<string | null>`coalesce(${sculptures.title}, ${reservations.pieceTitle})`,
      size: reservations.size,
      name: reservations.name,
    })
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

/** An admin write's key: its method and route pattern, as the route table has it. */
const adminWrite = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string) =>
  `${method} ${ADMIN_API_PREFIX}${path}`;

/**
 * Every admin write route, by method and the path its route file registers (contract/api-paths),
 * so a route renamed or moved to another prefix keeps its entry. Routes that change nothing (the
 * video checks, handing out an upload URL) are null. A write route missing here is still logged,
 * under its path (see subjectOf); the route table test makes sure none is missing.
 */
export const ACTIVITY_SUBJECTS: ActivitySubjects = {
  [adminWrite('POST', ADMIN_CALLS.sculptures)]: { entity: 'sculpture', action: 'create' },
  [adminWrite('PUT', ADMIN_CALLS.sculpture)]: {
    entity: 'sculpture',
    action: 'update',
    name: sculptureName,
    before: sculptureBefore,
  },
  [adminWrite('PATCH', ADMIN_CALLS.sculpture)]: {
    entity: 'sculpture',
    action: 'update',
    name: sculptureName,
    before: sculptureBefore,
  },
  [adminWrite('DELETE', ADMIN_CALLS.sculpture)]: {
    entity: 'sculpture',
    action: 'delete',
    name: sculptureName,
  },
  [adminWrite('POST', ADMIN_CALLS.sculptureOrder)]: {
    entity: 'sculpture',
    action: 'reorder',
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.sculptureUploadUrl)]: null,
  [adminWrite('POST', ADMIN_CALLS.sculptureImages)]: {
    entity: 'sculpture-image',
    action: 'add',
    name: sculptureName,
  },
  [adminWrite('DELETE', ADMIN_CALLS.sculptureImages)]: {
    entity: 'sculpture-image',
    action: 'delete',
    name: sculptureName,
  },
  [adminWrite('PUT', ADMIN_CALLS.edition)]: {
    entity: 'edition',
    action: editionAction,
    name: editionName,
    before: editionBefore,
  },
  // The owner's verbs, and the number and code; no field names: a certificate's fields are a person's.
  [adminWrite('POST', ADMIN_CALLS.certificateIssue)]: {
    entity: 'certificate',
    action: 'issue',
    name: editionName,
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.certificateTransfer)]: {
    entity: 'certificate',
    action: 'transfer',
    name: certificateName,
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.certificateRevoke)]: {
    entity: 'certificate',
    action: 'revoke',
    name: certificateName,
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.about)]: { entity: 'about', action: 'create' },
  [adminWrite('PUT', ADMIN_CALLS.aboutEntry)]: {
    entity: 'about',
    action: 'update',
    before: aboutBefore,
  },
  [adminWrite('POST', ADMIN_CALLS.journal)]: { entity: 'journal-post', action: 'create' },
  [adminWrite('PUT', ADMIN_CALLS.journalPost)]: {
    entity: 'journal-post',
    action: 'update',
    name: journalName,
    before: journalBefore,
  },
  [adminWrite('DELETE', ADMIN_CALLS.journalPost)]: {
    entity: 'journal-post',
    action: 'delete',
    name: journalName,
  },
  [adminWrite('POST', ADMIN_CALLS.siteSettings)]: {
    entity: 'site-setting',
    action: 'update',
    name: settingName,
    before: settingBefore,
    // The setting's label says what changed; its one field is always 'value'.
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.popupSettings)]: {
    entity: 'popup-settings',
    action: 'update',
    before: (db) => getPopupSettings(db),
  },
  [adminWrite('POST', ADMIN_CALLS.audienceSettings)]: {
    entity: 'audience-settings',
    action: 'update',
    before: (db) => getAudienceSettings(db),
  },
  [adminWrite('POST', ADMIN_CALLS.newsletterDrafts)]: { entity: 'newsletter-draft', action: 'create' },
  [adminWrite('PUT', ADMIN_CALLS.newsletterDraft)]: {
    entity: 'newsletter-draft',
    action: 'update',
    name: newsletterName,
    before: draftBefore,
  },
  [adminWrite('DELETE', ADMIN_CALLS.newsletterDraft)]: {
    entity: 'newsletter-draft',
    action: 'delete',
    name: newsletterName,
  },
  [adminWrite('POST', ADMIN_CALLS.newsletterImages)]: {
    entity: 'newsletter-image',
    action: 'add',
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.newsletterTest)]: {
    entity: 'newsletter',
    action: 'send test',
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.newsletterSend)]: {
    entity: 'newsletter',
    action: sendOrSchedule,
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.campaignCancel)]: {
    entity: 'newsletter',
    action: 'cancel',
    name: newsletterName,
  },
  [adminWrite('POST', ADMIN_CALLS.campaignUnschedule)]: {
    entity: 'newsletter',
    action: 'unschedule',
    name: newsletterName,
  },
  [adminWrite('POST', ADMIN_CALLS.waitlistNotify)]: {
    entity: 'waitlist',
    action: 'notify',
    name: sculptureName,
  },
  // No name: the log keeps that a collector was erased, never who (decision 34).
  [adminWrite('DELETE', ADMIN_CALLS.collector)]: { entity: 'collector', action: 'erase', noFields: true },
  [adminWrite('PUT', ADMIN_CALLS.retentionSettings)]: {
    entity: 'data-retention',
    action: 'update',
    before: (db) => getRetentionSettings(db),
  },
  [adminWrite('POST', ADMIN_CALLS.suppressionLift)]: {
    entity: 'suppressed-address',
    action: 'lift',
    // The address itself is the owner's name for it: the list shows it, and lifting types it.
    name: (_db, request) =>
      String((request.body as { email?: unknown } | undefined)?.email ?? '').trim() || null,
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.reservationConfirm)]: {
    entity: 'reservation',
    action: 'confirm sale',
    name: reservationName,
  },
  [adminWrite('POST', ADMIN_CALLS.reservationRelease)]: {
    entity: 'reservation',
    action: 'release',
    name: reservationName,
  },
  [adminWrite('PUT', ADMIN_CALLS.reservationSettings)]: {
    entity: 'reservation-settings',
    action: 'update',
    before: (db) => getReservationSettings(db),
  },
  ...SALES_ACTIVITY,
  ...ACCOUNT_ACTIVITY,
  ...STAFF_ACTIVITY,
  ...DRAWS_ACTIVITY,
  // Named by date and piece, never by the person: an erased collector leaves no name in the log.
  [adminWrite('PATCH', ADMIN_CALLS.inquiry)]: {
    entity: 'inquiry',
    action: (request) =>
      INQUIRY_STATE_ACTIONS[(request.body as InquiryPatch | undefined)?.state ?? 'new'] ?? 'update',
    name: inquiryName,
    noFields: true,
  },
  [adminWrite('POST', ADMIN_CALLS.inquiryRead)]: null,
  [adminWrite('POST', ADMIN_CALLS.inquiryReply)]: {
    entity: 'inquiry',
    action: 'reply',
    name: inquiryName,
    noFields: true,
  },
  [adminWrite('PATCH', ADMIN_CALLS.collector)]: {
    entity: 'collector',
    action: 'update',
    name: collectorName,
  },
  [adminWrite('POST', ADMIN_CALLS.logout)]: { entity: 'session', action: 'sign out', noFields: true },
  [adminWrite('DELETE', ADMIN_CALLS.session)]: { entity: 'session', action: 'end' },
  [adminWrite('POST', ADMIN_CALLS.password)]: { entity: 'password', action: 'change', noFields: true },
  [adminWrite('POST', ADMIN_CALLS.videoTest)]: null,
  [adminWrite('POST', ADMIN_CALLS.videoLiveTest)]: null,
  [`POST ${API_PREFIX}${OBJECT_UPLOAD_CALL}`]: null,
};

/**
 * The About page as the body reads once validated: the timeline as its items, not the JSON text
 * it is stored as, so a save that leaves the timeline alone does not say "Timeline" changed.
 */
async function aboutBefore(db: Db): Promise<object | null> {
  const about = await getAbout(db);
  if (!about) return null;
  try {
    return { ...about, timelineItems: decodeTimeline(about.timelineItems) };
  } catch {
    return about;
  }
}
