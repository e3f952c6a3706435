import type { Sculpture } from '@contract/sculpture';
import { cn } from '@/lib/cn';
import { PortraitThumbnail } from './portrait-thumbnail';

/** A small portrait thumbnail so a card can be recognised at a glance; decorative (the title names it). */
export function SculptureThumbnail({ sculpture, className }: { sculpture: Sculpture; className?: string }) {
  const path = sculpture.thumbnailImage;
  return (
    <PortraitThumbnail
      path={path}
      meta={path ? sculpture.imageMeta?.[path] : undefined}
      greyscale={sculpture.isGreyscale === 'true'}
      className={cn('w-12 sm:w-14', className)}
    />
  );
}
