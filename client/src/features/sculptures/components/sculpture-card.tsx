import type { Sculpture } from '@contract/sculpture';
import { useState } from 'react';
import { Link } from 'react-router';
import { Bell, Lock } from '@/components/icons';
import { ImageMetaProvider } from '@/components/ui/image-meta';
import { WAITLIST_COPY } from '@/config/copy/audience';
import { COLLECTION_COPY } from '@/config/copy/collection';
import { paths } from '@/config/paths';
import { WaitlistButton } from '@/features/waitlist/waitlist-button';
import { cn } from '@/lib/cn';
import { isGreyscale, isLocked } from '../sculpture-rules';
import { SculptureImage } from './sculpture-image';
import { StatusBadge } from './status-badge';

interface SculptureCardProps {
  sculpture: Sculpture;
  /** The page's first image: loaded first, with the server's preload. */
  priority?: boolean;
  /** Visible on arrival: loaded eagerly; otherwise lazily as it nears the viewport. */
  eager?: boolean;
  /** The card's rendered width, as an `<img sizes>` value. */
  sizes: string;
  /** The title's level in the page outline: h2 on a page of cards, h3 under a section heading. */
  headingLevel: 'h2' | 'h3';
}

/** The spotlight behind every sculpture frame; it also serves as the loading placeholder. */
export const FRAME_CLASSES =
  'relative aspect-[3/4] overflow-hidden rounded-[var(--radius-frame)] bg-[radial-gradient(ellipse_at_50%_30%,#25252b_0%,#141416_60%,#0d0d0f_100%)]';

export function SculptureCard(props: SculptureCardProps) {
  return (
    <ImageMetaProvider meta={props.sculpture.imageMeta}>
      {isLocked(props.sculpture) ? <LockedCard {...props} /> : <UnlockedCard {...props} />}
    </ImageMetaProvider>
  );
}

function UnlockedCard({ sculpture, priority, eager, sizes, headingLevel: Heading }: SculptureCardProps) {
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
          className={cn(
            'transition-[transform,opacity] duration-500 ease-[var(--ease-gallery)] group-hover:scale-[1.03] motion-reduce:group-hover:scale-100',
            greyscale && 'grayscale',
          )}
        />
        {/* §4: the rollover shows on hover only once it has loaded, so hovering never blanks the frame. */}
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
        <p className="pt-1 text-xs tracking-wide text-muted/80 uppercase">{sculpture.edition}</p>
      </div>
    </article>
  );
}

/** §4: a locked piece is a teaser: blurred, a lock, 'Dropping Soon', and no link. */
function LockedCard({ sculpture, priority, eager, sizes, headingLevel: Heading }: SculptureCardProps) {
  return (
    <article
      aria-label={`${sculpture.title}: ${COLLECTION_COPY.lockedLabel}`}
      className="relative select-none"
    >
      <div className={cn(FRAME_CLASSES, 'ring-1 ring-border')}>
        <SculptureImage
          src={sculpture.thumbnailImage}
          alt=""
          priority={priority}
          eager={eager}
          sizes={sizes}
          className={cn('scale-110 blur-xl', isGreyscale(sculpture) && 'grayscale')}
        />
        <div className="absolute inset-0 grid place-items-center bg-background/30">
          <span className="grid size-14 place-items-center rounded-full border border-foreground/20 bg-background/60 backdrop-blur-md">
            <Lock className="size-6 text-foreground" aria-hidden strokeWidth={1.5} />
          </span>
        </div>
      </div>
      <div className="grid gap-3 pt-4">
        <Heading className="font-display text-lg leading-tight font-semibold tracking-tight text-muted">
          {sculpture.title}
        </Heading>
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
