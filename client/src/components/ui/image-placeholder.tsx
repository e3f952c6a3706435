import { ImageOff } from '@/components/icons/image-off';
import { cn } from '@/lib/cn';

/** What a frame shows when its image is missing or failed to load. */
export function ImagePlaceholder({ label, className }: { label?: string; className?: string }) {
  return (
    <div
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cn(
        'grid size-full place-items-center bg-[radial-gradient(ellipse_at_50%_35%,#2a2a30_0%,#141416_55%,#0d0d0f_100%)] text-muted/60',
        className,
      )}
    >
      <ImageOff className="size-8" aria-hidden strokeWidth={1.25} />
    </div>
  );
}
