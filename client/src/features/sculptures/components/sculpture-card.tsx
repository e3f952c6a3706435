import { availabilityText } from '@contract/edition-counts';
import { SIZE_MODEL_LABELS } from '@contract/limits';
import type { PublicSculpture, SculptureTeaser, UnlockedSculpture } from '@contract/sculpture-teaser';
import { useState } from 'react';
import { Bell } from '@/components/icons/bell';
import { ImageMetaProvider } from '@/components/ui/image-meta';
import { Link } from '@/components/ui/link';
import { WAITLIST_COPY } from '@/config/copy/audience';
import { COLLECTION_COPY } from '@/config/copy/collection';
import { PRICE_ON_REQUEST } from '@/config/copy/sculpture';
import { paths } from '@/config/paths';
import { WaitlistButton } from '@/features/waitlist/waitlist-button';
import { cn } from '@/lib/cn';
import { priceText } from '../price-text';
import { isGreyscale, isLocked } from '../sculpture-rules';
import { FRAME_CLASSES } from './frame-classes';
import { PiecePlaceholder } from './piece-placeholder';
import { ReleaseCountdown } from './release-countdown';
import { SculptureImage } from './sculpture-image';
import { StatusBadge } from './status-badge';
import { TeaserFrame } from './teaser-frame';

interface CardProps<S> {
  sculpture: S;
  /** The page's first image: loaded first, with the server's preload. */
  priority?: boolean;
  /** Visible on arrival: loaded eagerly; otherwise lazily as it nears the viewport. */
  eager?: boolean;
  /** The card's rendered width, as an `<img sizes>` value. */
  sizes: string;
  /** The title's level in the page outline: h2 on a page of cards, h3 under a section heading. */
  headingLevel: 'h2' | 'h3';
}

export function SculptureCard({ sculpture, ...props }: CardProps<PublicSculpture>) {
  return isLocked(sculpture) ? (
    <LockedCard sculpture={sculpture} {...props} />
  ) : (
    <ImageMetaProvider meta={sculpture.imageMeta}>
      <UnlockedCard sculpture={sculpture} {...props} />
    </ImageMetaProvider>
  );
}

function UnlockedCard({
  sculpture,
  priority,
  eager,
  sizes,
  headingLevel: Heading,
}: CardProps<UnlockedSculpture>) {
  // The rollover loads on the first hover or focus: touch screens never hover, so phones never
  // download it, and a desktop visitor only pays for the cards they point at.
  const [wantsRollover, setWantsRollover] = useState(false);
  const [rolloverReady, setRolloverReady] = useState(false);
  const requestRollover = () => setWantsRollover(true);
  const greyscale = isGreyscale(sculpture);
  return (
    <article className="group relative" onPointerEnter={requestRollover} onFocus={requestRollover}>
      <div
        className={cn(
          FRAME_CLASSES,
          'ring-1 ring-border transition-shadow duration-300 group-hover:ring-foreground/25',
          // The whole card is the link's hit area, so its focus ring belongs on the frame too.
          'group-has-[a:focus-visible]:ring-2 group-has-[a:focus-visible]:ring-ring',
        )}
      >
        <SculptureImage
          src={sculpture.thumbnailImage}
          alt={sculpture.title}
          priority={priority}
          eager={eager}
          sizes={sizes}
          fallback={
            <PiecePlaceholder
              sculpture={sculpture}
              alt={sculpture.title}
              sizes={sizes}
              className={cn(greyscale && 'grayscale')}
            />
          }
          className={cn(
            'transition-[transform,opacity] duration-500 ease-[var(--ease-gallery)] group-hover:scale-[1.03] motion-reduce:group-hover:scale-100',
            greyscale && 'grayscale',
          )}
        />
        {/* The rollover shows on hover only once it has loaded, so hovering never blanks the frame. */}
        <SculptureImage
          src={wantsRollover ? sculpture.rolloverImage : null}
          alt=""
          aria-hidden
          sizes={sizes}
          fallback={null}
          onLoad={() => setRolloverReady(true)}
          className={cn(
            'absolute inset-0 opacity-0',
            rolloverReady && 'group-hover:opacity-100 group-focus-within:opacity-100',
            greyscale && 'grayscale',
          )}
        />
        <StatusBadge status={sculpture.status} className="absolute top-3 left-3 backdrop-blur-sm" />
      </div>
      <div className="grid gap-1 pt-4">
        <Heading className="font-display text-lg leading-tight font-semibold tracking-tight">
          <Link
            to={paths.sculpture(sculpture.slug)}
            className="rounded-[var(--radius-control)] after:absolute after:inset-0 after:content-['']"
          >
            {sculpture.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-muted">{sculpture.tagline}</p>
        <p className="pt-1 text-xs tracking-wide text-muted/80 uppercase">{sculpture.editionLine}</p>
        <EditionsLeft sculpture={sculpture} />
      </div>
    </article>
  );
}

/**
 * Each counted size's price, then what is left of it: '12 inch €4,800.00 · 54 inch Price on
 * request', '12 inch: 42 of 50 remaining · 54 inch: Last one' (before its release, its numbers).
 */
function EditionsLeft({ sculpture }: { sculpture: UnlockedSculpture }) {
  if (sculpture.editions.length === 0) return null;
  const sizes = (text: (edition: UnlockedSculpture['editions'][number]) => string) =>
    sculpture.editions.map((edition) => `${SIZE_MODEL_LABELS[edition.size]}${text(edition)}`).join(' · ');
  return (
    <>
      <p className="text-sm font-medium text-foreground">
        {sculpture.editions.every((edition) => edition.price === null)
          ? PRICE_ON_REQUEST
          : sizes((edition) => ` ${priceText(edition)}`)}
      </p>
      <p className="text-xs text-muted">
        {sizes((edition) => `: ${availabilityText(sculpture.status, edition)}`)}
      </p>
    </>
  );
}

/** A locked piece is a teaser: blurred, a lock, 'Dropping Soon', and no link. */
function LockedCard({ sculpture, headingLevel: Heading }: CardProps<SculptureTeaser>) {
  return (
    <article
      aria-label={`${sculpture.title}: ${COLLECTION_COPY.lockedLabel}`}
      className="relative select-none"
    >
      <TeaserFrame sculpture={sculpture} />
      <div className="grid gap-3 pt-4">
        <Heading className="font-display text-lg leading-tight font-semibold tracking-tight text-muted">
          {sculpture.title}
        </Heading>
        {sculpture.releaseAt ? <ReleaseCountdown releaseAt={sculpture.releaseAt} /> : null}
        {/* The card stays inert; this button is its one control: it opens the waitlist. */}
        <WaitlistButton
          sculptureTitle={sculpture.title}
          variant="secondary"
          size="sm"
          className="justify-self-start"
        >
          <Bell aria-hidden />
          {COLLECTION_COPY.droppingSoon}
          <span className="sr-only">{WAITLIST_COPY.droppingSoonHint}</span>
        </WaitlistButton>
      </div>
    </article>
  );
}
