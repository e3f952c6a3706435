/**
 * Whether a piece is locked, decided when it is read: a scheduled piece is stored locked with
 * its release time, and counts as unlocked from that time on, on every instance and before
 * anyone has written the release down (docs/decisions/0012-drops.md).
 */
export interface LockColumns {
  isLocked: boolean;
  releaseAt: Date | null;
}

export function isReleased({ releaseAt }: LockColumns, now: Date): boolean {
  return releaseAt !== null && releaseAt.getTime() <= now.getTime();
}

export function isLockedAt(row: LockColumns, now: Date): boolean {
  return row.isLocked && !isReleased(row, now);
}

/** The release time still ahead, or null once it has passed (or none is set). */
export function pendingReleaseAt(row: LockColumns, now: Date): Date | null {
  return row.releaseAt && !isReleased(row, now) ? row.releaseAt : null;
}
