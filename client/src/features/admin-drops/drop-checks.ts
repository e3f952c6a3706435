import type { WaitlistPiece } from '@contract/audience';
import { SIZE_MODEL_LABELS } from '@contract/limits';
import type { CampaignSummary } from '@contract/newsletter';
import { offeredSizeModels } from '@contract/offered-sizes';
import type { Sculpture } from '@contract/sculpture';

/** One check before the drop minute: whether it passes, and what it says either way. */
export interface DropCheck {
  id: string;
  ok: boolean;
  text: string;
}

const isAvailableStatus = (status: string) => status.trim().toLowerCase() === 'available';

/**
 * What must hold for a drop to go as promised: a release time ahead, the piece shown, its images,
 * a register for each offered size, Available at release, and its waitlist's email going out.
 */
export function dropChecks(
  piece: Sculpture,
  waitlist: WaitlistPiece | undefined,
  now: Date = new Date(),
): DropCheck[] {
  const scheduled = piece.releaseAt !== null && new Date(piece.releaseAt) > now;
  const missingRegister = offeredSizeModels(piece.sizes).filter(
    (size) => piece[`editionSize${size}`] === null,
  );
  const images = Boolean(piece.thumbnailImage) && piece.galleryImages.length > 0;
  const availableAtRelease = isAvailableStatus(piece.statusAtRelease);
  const members = waitlist?.members ?? 0;
  return [
    {
      id: 'release',
      ok: scheduled,
      text: scheduled ? 'A release time is set and still ahead.' : 'Set a release time in the future.',
    },
    {
      id: 'shown',
      ok: piece.published === 'true',
      text:
        piece.published === 'true'
          ? 'The piece is shown on the public site.'
          : 'The piece is hidden: it will not appear at its release. Turn on "Shown on the public site".',
    },
    {
      id: 'images',
      ok: images,
      text: images
        ? 'It has a thumbnail and gallery images.'
        : 'Add a thumbnail and at least one gallery image before the drop.',
    },
    {
      id: 'register',
      ok: missingRegister.length === 0,
      text:
        missingRegister.length === 0
          ? 'Every offered size has its numbered edition.'
          : `Set the edition size of the ${missingRegister.map((size) => SIZE_MODEL_LABELS[size]).join(' and ')}.`,
    },
    {
      id: 'status',
      ok: availableAtRelease,
      text: availableAtRelease
        ? 'It becomes Available at its release.'
        : `It would become "${piece.statusAtRelease}" at its release, behind a disabled button: choose Available.`,
    },
    {
      id: 'waitlist',
      ok: availableAtRelease && piece.published === 'true',
      text:
        availableAtRelease && piece.published === 'true'
          ? members === 0
            ? 'Nobody is on its waitlist yet; anyone who joins before the release is emailed then.'
            : `Its waitlist (${members} ${members === 1 ? 'member' : 'members'}) is emailed at the release.`
          : 'Its waitlist will not be emailed at the release: the piece must be shown and Available.',
    },
  ];
}

/** The newsletters that go out when this piece is released. */
export function releaseNewsletters(
  piece: Pick<Sculpture, 'id'>,
  campaigns: readonly CampaignSummary[],
): CampaignSummary[] {
  return campaigns.filter(
    (campaign) => campaign.state === 'scheduled' && campaign.release?.sculptureId === piece.id,
  );
}
