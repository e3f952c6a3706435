import type { ActivityEntity } from '../../contract/activity';
import type { Db } from './db/index';

/*
 * The shape of an activity-log subject, apart from the list of them (activity-subjects.ts): the
 * features' own subjects (modules/<feature>/activity.ts) are typed by it, and the list takes
 * theirs, so the types stand alone or the two would import each other.
 */

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
