import type { EditionState } from '@contract/editions';

/** The words of the edition register and the drop screen. */
export const EDITION_COPY = {
  tabTitle: 'Editions',
  tabDescription:
    'Every numbered cast of each piece: who bought it, what is held or kept back. Click a number to change it.',
  pieceLabel: 'Sculpture',
  noRegister: 'This piece has no counted edition yet',
  noRegisterHint:
    'Set its edition sizes in the sculpture editor (Materials and edition) to number its casts.',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'The register could not be exported. Try again.',
  saveFailed: { title: 'Error', fallback: 'Failed to save the edition number' },
  saved: 'Edition number saved',
  dialogDescription: 'Its state, and for a sale who bought it and when.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  stateLegend: 'State',
  collectorName: "Collector's name",
  collectorEmail: "Collector's email",
  soldOn: 'Date of sale',
  price: 'Price (optional)',
  priceHint: 'As you write it, with its currency: EUR 4,800',
  note: 'Note (optional)',
  holdFor: 'Held for (optional)',
  confirmTitle: (label: string) => `Remove the collector of ${label}?`,
  confirmDescription: (name: string) =>
    `${name}'s name, email, date and price will be removed from the register. The activity log keeps that a change was made, not the details.`,
  confirm: 'Remove and save',
  /** A sold number's square once its certificate went to a new owner. */
  resold: 'Resold',
} as const;

/** Under a resold number's title: the sale below is the first; its certificate went on since. */
export const resaleNote = ({
  ownerName,
  sellerName,
  on,
}: {
  ownerName: string | null;
  sellerName: string | null;
  on: string | null;
}) =>
  `Resold${on ? ` on ${on}` : ''} by ${sellerName ?? 'an erased collector'} to ${ownerName ?? 'an erased collector'}, who owns it now (Certificates). The sale below is its first.`;

/** What each state means, under its choice in the dialog. */
export const STATE_HINTS: Record<EditionState, string> = {
  available: 'Free to sell or reserve.',
  held: 'Kept for someone: not offered to anyone else.',
  sold: 'Sold: name the collector and the date.',
  withheld: "Kept back by the studio: an artist's or printer's proof.",
};
