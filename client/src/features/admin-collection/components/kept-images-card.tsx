import type { KeptImage } from '@contract/media';
import { responsiveImage } from '@contract/responsive-image';
import { useQuery } from '@tanstack/react-query';
import { TitledCard } from '@/components/ui/titled-card';
import { keptImagesQuery } from '../api';

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
        {kept.data.map((image) => {
          const meta =
            image.width && image.height
              ? { width: image.width, height: image.height, placeholder: '' }
              : undefined;
          const picture = responsiveImage(image.url, meta, '56px');
          return (
            <li key={image.url} className="flex min-w-0 items-start gap-3">
              <div className="aspect-[3/4] w-14 shrink-0 overflow-hidden rounded-[var(--radius-frame)] bg-[#141416] ring-1 ring-border">
                <img
                  src={picture.src}
                  srcSet={picture.srcSet}
                  sizes={picture.sizes}
                  alt=""
                  width={picture.width ?? 300}
                  height={picture.height ?? 400}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </div>
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
          );
        })}
      </ul>
    </TitledCard>
  );
}
