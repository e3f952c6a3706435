import type { Sculpture } from '@contract/sculpture';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { COLLECTION_COPY } from '@/config/fallback-copy';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { isGreyscale, isLocked } from '../sculpture-rules';
import { SculptureImage } from './sculpture-image';
import { StatusBadge } from './status-badge';

interface SculptureCardProps {
  sculpture: Sculpture;
  /** The first row of a grid loads eagerly; the rest lazily as they near the viewport. */
  priority?: boolean;
}

/** The spotlight behind every sculpture frame; it also serves as the loading placeholder. */
export const FRAME_CLASSES =
  'relative aspect-[3/4] overflow-hidden rounded-[var(--radius-frame)] bg-[radial-gradient(ellipse_at_50%_30%,#25252b_0%,#141416_60%,#0d0d0f_100%)]';

export function SculptureCard({ sculpture, priority }: SculptureCardProps) {
  return isLocked(sculpture) ? (
    <LockedCard sculpture={sculpture} priority={priority} />
  ) : (
    <UnlockedCard sculpture={sculpture} priority={priority} />
  );
}

function UnlockedCard({ sculpture, priority }: SculptureCardProps) {
  const [rolloverReady, setRolloverReady] = useState(false);
  const greyscale = isGreyscale(sculpture);
  return (
    <article className="group relative">
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
          className={cn(
            'transition-[transform,opacity] duration-500 ease-[var(--ease-gallery)] group-hover:scale-[1.03] motion-reduce:group-hover:scale-100',
            greyscale && 'grayscale',
          )}
        />
        {sculpture.rolloverImage ? (
          // §4: the rollover shows on hover only once it has loaded, so hovering never blanks the frame.
          <img
            src={sculpture.rolloverImage}
            alt=""
            aria-hidden
            width={600}
            height={800}
            loading="lazy"
            decoding="async"
            onLoad={() => setRolloverReady(true)}
            onError={() => setRolloverReady(false)}
            className={cn(
              'absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-300',
              rolloverReady && 'group-hover:opacity-100 group-focus-within:opacity-100',
              greyscale && 'grayscale',
            )}
          />
        ) : null}
        <StatusBadge status={sculpture.status} className="absolute top-3 left-3 backdrop-blur-sm" />
      </div>
      <div className="grid gap-1 pt-4">
        <h3 className="font-display text-lg leading-tight font-semibold tracking-tight">
          <Link
            to={paths.sculpture(sculpture.slug)}
            className="rounded-[var(--radius-control)] after:absolute after:inset-0 after:content-['']"
          >
            {sculpture.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted">{sculpture.tagline}</p>
        <p className="pt-1 text-xs tracking-wide text-muted/80 uppercase">{sculpture.edition}</p>
      </div>
    </article>
  );
}

/** §4: a locked piece is a teaser: blurred, a lock, 'Dropping Soon', and no link. */
function LockedCard({ sculpture, priority }: SculptureCardProps) {
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
          className={cn('scale-110 blur-xl', isGreyscale(sculpture) && 'grayscale')}
        />
        <div className="absolute inset-0 grid place-items-center bg-background/30">
          <span className="grid size-14 place-items-center rounded-full border border-foreground/20 bg-background/60 backdrop-blur-md">
            <Lock className="size-6 text-foreground" aria-hidden strokeWidth={1.5} />
          </span>
        </div>
      </div>
      <div className="grid gap-3 pt-4">
        <h3 className="font-display text-lg leading-tight font-semibold tracking-tight text-muted">
          {sculpture.title}
        </h3>
        <Button variant="secondary" size="sm" disabled className="justify-self-start">
          {COLLECTION_COPY.droppingSoon}
        </Button>
      </div>
    </article>
  );
}
