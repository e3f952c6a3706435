/**
 * The modules one feature may import from another. A feature's `api.ts` always is one: its reads
 * and writes, so another feature can show or refresh that data (an admin save refreshes the
 * public read). Anything else is listed here, with the reason it is shared; a new entry is a
 * design decision, not a way to quiet the check.
 */
export const NAMED_SHARED_MODULES: Readonly<Record<string, string>> = {
  // Public features.
  'features/sculptures/components/sculpture-grid': "the home page's Limited Editions is the collection grid",
  'features/sculptures/components/collection-none-yet': 'home and collection say "none yet" alike',
  'features/sculptures/components/load-error': 'home and collection show a failed read alike',
  'features/sculptures/components/status-badge': 'the admin card shows a piece as visitors see it',
  'features/sculptures/sculpture-rules': 'what a piece’s flags mean, for the admin card as for the site',
  'features/waitlist/waitlist-button': 'the way onto a piece’s waitlist, on its card and detail page',
  'features/reservations/reserve-buttons': 'the way to reserve a piece, on its detail page',
  'features/newsletter/use-email-capture': 'the one email field behaviour of every public signup',

  // Admin features.
  'features/newsletter-editor/components/visual-editor': 'the composer loads the editor lazily',
  'features/admin-media/upload-file': 'every admin upload, newsletter images too, goes through these steps',
  'features/admin-media/upload-step': 'every admin upload, newsletter images too, goes through these steps',
  'features/admin-media/media-copy': 'the exact upload failure texts, for every admin upload',
  'features/admin-media/use-staged-images': 'a sculpture’s images are chosen inside its form',
  'features/admin-media/components/sculpture-images-area': 'a sculpture’s images are edited inside its form',
  'features/admin-media/components/staged-images-area': 'a sculpture’s images are chosen inside its form',
  'features/admin-certificates/components/certificates-section':
    'a sold number’s certificate is issued from the edition register, below its grid',
  'features/admin-audience/campaign-progress': 'waitlist emails poll by the newsletter sends’ one rule',
  'features/admin-audience/csv-download': 'every admin CSV export, the edition register too, downloads alike',
  'features/admin-collection/sculpture-form-schema':
    'the drop screen saves a piece with the sculpture form’s own payload and rules',
  'features/admin-collection/release-status':
    'the drop screen and the sculpture form warn of a release alike',
  'features/admin-sales/price-text':
    'a price is read and written in the shop currency alike in the sculpture form, its card and the orders',
  'features/admin-reservations/age': 'an order’s age reads as a reservation’s, in the owner’s words',
  'features/admin-auth/passkey':
    'a passkey is made and used alike: signing in, accepting an invitation, the Security page, “Confirm it is you”',
  'features/admin-security/describe-browser':
    'a browser is named alike in the sessions list and as the default name of a passkey made in it',
  'features/admin-audience/components/confirmation-badge':
    'double opt-in is the audience’s: waitlist members show its pending mark',
};

/** A feature's reads and writes: `features/<name>/api` or `features/<name>/<part>/api`. */
export function isFeatureApi(modulePath: string): boolean {
  return /^features\/[^/]+\/(?:[^/]+\/)?api$/.test(modulePath);
}
