import type { WaitlistMember, WaitlistPiece } from '@contract/audience';

/** One piece's waitlist as the tab shows it: its members in the order they joined. */
export interface WaitlistGroup {
  key: string;
  title: string;
  /** Null for members whose piece no longer exists (or never matched a title). */
  piece: WaitlistPiece | null;
  members: WaitlistMember[];
}

const joinOrder = (a: WaitlistMember, b: WaitlistMember) =>
  a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/**
 * Members grouped per piece, in the collection's order (the server's order of `pieces`); members
 * of no known piece last, one group per title they joined with.
 */
export function groupWaitlists(members: readonly WaitlistMember[], pieces: readonly WaitlistPiece[]) {
  const known = new Set(pieces.map((piece) => piece.sculptureId));
  const byPiece = new Map<number, WaitlistMember[]>();
  const orphans = new Map<string, WaitlistMember[]>();
  const add = <K>(map: Map<K, WaitlistMember[]>, key: K, member: WaitlistMember) =>
    map.set(key, [...(map.get(key) ?? []), member]);
  for (const member of members) {
    if (member.sculptureId !== null && known.has(member.sculptureId))
      add(byPiece, member.sculptureId, member);
    else add(orphans, member.sculptureType, member);
  }
  const groups: WaitlistGroup[] = pieces.map((piece) => ({
    key: `piece-${piece.sculptureId}`,
    title: piece.title,
    piece,
    members: (byPiece.get(piece.sculptureId) ?? []).sort(joinOrder),
  }));
  for (const [title, list] of orphans) {
    groups.push({ key: `title-${title}`, title, piece: null, members: list.sort(joinOrder) });
  }
  return groups;
}
