import type { ImageMeta } from '@contract/responsive-image';
import { Trash2 } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { IconTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { MediaPreview } from './media-preview';

interface SlotImageProps {
  path: string;
  meta?: ImageMeta;
  /** 'Thumbnail', 'Gallery image 3'. */
  label: string;
  /** The ratio the public site shows it in: 3:4 for photos, 3:2 in situ, 16:10 for the scale comparison, 9:16 for a video placeholder. */
  aspect: SlotAspect;
  sizes: string;
  disabled?: boolean;
  onDelete: () => void;
}

export type SlotAspect = 'portrait' | 'landscape' | 'wide' | 'tall';

export const ASPECT_CLASSES: Record<SlotAspect, string> = {
  portrait: 'aspect-[3/4]',
  landscape: 'aspect-[3/2]',
  wide: 'aspect-[16/10]',
  tall: 'aspect-[9/16]',
};

/** One image a slot holds now, with its delete button in the corner. */
export function SlotImage({ path, meta, label, aspect, sizes, disabled, onDelete }: SlotImageProps) {
  return (
    <div
      className={cn(
        'group relative overflow-hidden rounded-[var(--radius-frame)] bg-[#141416] ring-1 ring-border',
        ASPECT_CLASSES[aspect],
      )}
    >
      <MediaPreview path={path} meta={meta} label={label} sizes={sizes} />
      <IconTooltip label={`Delete ${label}`}>
        <Button
          variant="subtle"
          size="icon"
          aria-label={`Delete ${label}`}
          disabled={disabled}
          onClick={onDelete}
          className="absolute top-1.5 right-1.5 size-8 border-black/10 bg-white/90 text-foreground shadow-sm backdrop-blur hover:bg-white"
        >
          <Trash2 aria-hidden />
        </Button>
      </IconTooltip>
    </div>
  );
}
