import type { ActivityEntity } from '../../../contract/activity';
import { ADMIN_API_PREFIX, API_PREFIX, OBJECT_UPLOAD_CALL } from '../../../contract/api-paths';
import type { ActivitySubject, WriteRequest } from '../../core/activity-subject';
import type { Db } from '../../core/db/index';

/** Every admin write route's subject, by "METHOD /path" (server/activity-subjects.ts); null: changes nothing. */
export type ActivitySubjects = Record<string, ActivitySubject | null>;

/** A letter not given a subject yet, as the composer's list shows it. */
export const UNTITLED_NEWSLETTER = 'Untitled newsletter';

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
    (url.startsWith(`${ADMIN_API_PREFIX}/`) || url === `${API_PREFIX}${OBJECT_UPLOAD_CALL}`)
  );
}

/**
 * The subject of a signed-in write, or null when it changes nothing. A route not listed is
 * still recorded, as 'other' with its method and path: a new route is never silently missing
 * from the log (and the route table test asks for its entry).
 */
export function subjectOf(subjects: ActivitySubjects, method: string, url: string): ActivitySubject | null {
  const key = `${method} ${url}`;
  if (key in subjects) return subjects[key] ?? null;
  return { entity: 'other', action: key, name: () => null };
}
