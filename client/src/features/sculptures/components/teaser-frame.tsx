import type { SculptureTeaser } from '@contract/sculpture-teaser';
import { Lock } from '@/components/icons/lock';
import { cn } from '@/lib/cn';
import { FRAME_CLASSES } from './frame-classes';

/**
 * A locked piece's frame: its teaser picture (a few pixels the server made for this, blurred
 * again here) under a lock. There is nothing sharper to show: the server sent nothing sharper.
 */
export function TeaserFrame({ sculpture, className }: { sculpture: SculptureTeaser; className?: string }) {
  return (
    <div className={cn(FRAME_CLASSES, 'ring-1 ring-border', className)}>
      {sculpture.teaserImage ? (
        <img
          src={sculpture.teaserImage}
          alt=""
          width={12}
          height={16}
          className="size-full scale-125 object-cover blur-2xl"
        />
      ) : null}
      <div className="absolute inset-0 grid place-items-center bg-background/30">
        <span className="grid size-14 place-items-center rounded-full border border-foreground/20 bg-background/60 backdrop-blur-md">
          <Lock className="size-6 text-foreground" aria-hidden strokeWidth={1.5} />
        </span>
      </div>
    </div>
  );
}
