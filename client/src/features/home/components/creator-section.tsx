import { IMAGE_SIZES } from '@contract/image-sizes';
import type { ImageMeta } from '@contract/responsive-image';
import { Quote } from '@/components/icons/quote';
import { Container } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { HOME_COPY } from '@/config/copy/home';
import { paths } from '@/config/paths';
import { useSiteSetting } from '@/features/site-settings/api';
import { MediaFrame } from './media-frame';

/** The bio is newline-separated paragraphs. */
function bioParagraphs(bio: string): string[] {
  return bio
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function useArtistMedia(): { kind: 'photo' | 'video'; src: string; meta?: ImageMeta } | null {
  const type = useSiteSetting('artist-media-type');
  const image = useSiteSetting('artist-image');
  const video = useSiteSetting('artist-video');
  if (type.value === 'video' && video.value) return { kind: 'video', src: video.value };
  if (type.value !== 'video' && image.value)
    return { kind: 'photo', src: image.value, meta: image.imageMeta };
  return null;
}

/** 'A Word from the Creator': artist media (square), name, subtitle, bio, contact button. */
export function CreatorSection() {
  const name = useSiteSetting('artist-name');
  const subtitle = useSiteSetting('artist-subtitle');
  const bio = useSiteSetting('artist-bio');
  const contact = useSiteSetting('artist-contact');
  const media = useArtistMedia();
  const artistName = name.value ?? HOME_COPY.artistName;
  const pending = name.isPending || bio.isPending;

  return (
    <section aria-labelledby="creator-title" className="border-y border-border bg-surface/50 py-20 sm:py-28">
      <Container className="grid items-center gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          {media ? (
            <MediaFrame
              key={media.src}
              kind={media.kind}
              src={media.src}
              alt={artistName}
              width={800}
              height={800}
              sizes={IMAGE_SIZES.creator}
              meta={media.meta}
              className="aspect-square rounded-[var(--radius-frame)] bg-surface ring-1 ring-border"
            />
          ) : (
            // No portrait yet: a quiet chrome panel instead of an empty frame.
            <div className="bg-grid grid aspect-square place-items-center rounded-[var(--radius-frame)] bg-surface ring-1 ring-border">
              <Quote className="size-16 text-accent/80" strokeWidth={1} aria-hidden />
            </div>
          )}
        </div>
        <div className="grid gap-6">
          <p className="font-display text-xs font-semibold tracking-[0.2em] text-accent uppercase">
            {HOME_COPY.artistEyebrow}
          </p>
          <div className="grid gap-2">
            <h2
              id="creator-title"
              className="text-chrome font-display text-4xl font-bold tracking-tight sm:text-5xl"
            >
              {pending ? <Skeleton className="h-[1em] w-64" /> : artistName}
            </h2>
            <p className="text-sm font-medium tracking-wide text-muted uppercase">
              {subtitle.value ?? HOME_COPY.artistSubtitle}
            </p>
          </div>
          <div className="grid max-w-prose gap-4 text-base leading-relaxed text-foreground/85 sm:text-lg">
            {pending ? (
              <>
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-11/12" />
                <Skeleton className="h-4 w-3/4" />
              </>
            ) : (
              bioParagraphs(bio.value ?? HOME_COPY.artistBio).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))
            )}
          </div>
          <div>
            <Button asChild variant="secondary" size="lg">
              <Link to={paths.contact}>{contact.value ?? HOME_COPY.artistContact}</Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
