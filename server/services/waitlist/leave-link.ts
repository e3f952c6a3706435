import type { Db } from '../../db/index';
import { findWaitlistMember, memberPieceSlug } from '../../repositories/waitlist';
import { maskEmail } from '../newsletter/mask-email';
import { unsubscribeSecret } from '../newsletter/unsubscribe-token';
import { verifyLeaveToken } from './leave-token';

export interface LeaveLink {
  memberId: number;
  /** Null once they have left: member ids are never reused, so the link still reads. */
  member: Awaited<ReturnType<typeof findWaitlistMember>>;
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
  const member = await findWaitlistMember(db, memberId);
  return { memberId, member, pieceSlug: member ? await memberPieceSlug(db, memberId) : null };
}

/** What GET /api/waitlists/leave answers, and the page shows, of a link: the address masked. */
export function leavePreviewOf({ member, pieceSlug }: LeaveLink): {
  member: boolean;
  email: string | null;
  title: string | null;
  slug: string | null;
} {
  return member
    ? { member: true, email: maskEmail(member.email), title: member.sculptureType, slug: pieceSlug }
    : { member: false, email: null, title: null, slug: null };
}
