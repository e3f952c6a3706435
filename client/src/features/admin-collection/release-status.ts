/**
 * The warning a planned drop gets when the piece will not be reservable at its release: the
 * words the sculpture form and the drop screen both show. Null when nothing is wrong.
 */
export function releaseStatusWarning(
  releaseAt: string | null | undefined,
  statusAtRelease: string | undefined,
): string | null {
  if (!releaseAt || !statusAtRelease || statusAtRelease.trim().toLowerCase() === 'available') return null;
  return `At its release this piece will show "${statusAtRelease}" behind a disabled button, and its waitlist will not be emailed until its status is Available.`;
}
