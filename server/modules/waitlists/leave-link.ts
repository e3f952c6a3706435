import type { Db } from '../../core/db/index';
import { maskEmail } from '../../core/mail/mask-email';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { verifyLeaveToken } from './leave-token';
import { findWaitlistMember, memberPieceSlug, memberPieceTitle } from './members';

export interface LeaveLink {
  memberId: number;
  /** Null once they have left: member ids are never reused, so the link still reads. */
  member: Awaited<ReturnType<typeof findWaitlistMember>>;
  /**
   * The collection's title of the piece, never the text the join was sent with (a visitor writes
   * that, and the page is the brand's); null when the piece is gone.
   */
  title: string | null;
  /** The slug of the member's piece while the collection shows it: the page links back to it. */
  pieceSlug: string | null;
}

/**
 * Whom a waitlist email's leave link names, if its signature holds; null for every kind of bad
 * link (one answer for all). Read alike by the JSON calls and the page's own form.
 */
export async function readLeaveLink(db: Db, token: string): Promise<LeaveLink | null> {
  const memberId = verifyLeaveToken(await unsubscribeSecret(db), token);
  if (memberId === null) return null;
  const [member, title, pieceSlug] = await Promise.all([
    findWaitlistMember(db, memberId),
    memberPieceTitle(db, memberId),
    memberPieceSlug(db, memberId),
  ]);
  return { memberId, member, title, pieceSlug };
}

/** What GET /api/waitlists/leave answers, and the page shows, of a link: the address masked. */
export function leavePreviewOf({ member, title, pieceSlug }: LeaveLink): {
  member: boolean;
  email: string | null;
  title: string | null;
  slug: string | null;
} {
  return member
    ? { member: true, email: maskEmail(member.email), title, slug: pieceSlug }
    : { member: false, email: null, title: null, slug: null };
}
