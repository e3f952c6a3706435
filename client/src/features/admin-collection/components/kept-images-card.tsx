import type { KeptImage } from '@contract/media';
import { useQuery } from '@tanstack/react-query';
import { TitledCard } from '@/components/ui/titled-card';
import { keptImagesQuery } from '../api';
import { PortraitThumbnail } from './portrait-thumbnail';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "sent Nov 3, 2026", "scheduled for Dec 1, 2026", "a draft": why this letter still needs it. */
function describeLetter({ state, at }: KeptImage['newsletters'][number]): string {
  const when = at ? day.format(new Date(at)) : null;
  if (state === 'sent') return when ? `sent ${when}` : 'sent';
  if (state === 'scheduled') return when ? `scheduled for ${when}` : 'scheduled for a release';
  if (state === 'draft') return 'a draft';
  return 'cancelled';
}

/**
 * Images of pieces that no piece or page shows any more, still on the site because newsletters show them:
 * a sent email cannot be changed, so removing them would break it. Shown only when there are
 * some, under the collection, where the owner deleted the piece.
 */
export function KeptImagesCard() {
  const kept = useQuery(keptImagesQuery());
  if (!kept.data || kept.data.length === 0) return null;
  return (
    <TitledCard
      title="Images kept for newsletters"
      description="No piece or page of the site shows these images any more. They stay because newsletters show them: an email already sent cannot be changed, and would show a broken image without them."
      className="mt-8"
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {kept.data.map((image) => (
          <li key={image.url} className="flex min-w-0 items-start gap-3">
            <PortraitThumbnail
              path={image.url}
              meta={
                image.width && image.height
                  ? { width: image.width, height: image.height, placeholder: '' }
                  : undefined
              }
              className="w-14"
            />
            <p className="min-w-0 text-sm">
              Kept because{' '}
              {image.newsletters.map((letter, index) => (
                <span key={`${letter.subject}-${index}`}>
                  {index > 0 ? (index === image.newsletters.length - 1 ? ' and ' : ', ') : null}
                  <span className="font-medium">“{letter.subject}”</span>{' '}
                  <span className="text-muted">({describeLetter(letter)})</span>
                </span>
              ))}{' '}
              {image.newsletters.length === 1 ? 'shows it.' : 'show it.'}
            </p>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
