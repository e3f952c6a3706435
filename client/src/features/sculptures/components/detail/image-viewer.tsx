import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { ChevronLeft } from '@/components/icons/chevron-left';
import { ChevronRight } from '@/components/icons/chevron-right';
import { X } from '@/components/icons/x';
import { GalleryImage } from '@/components/ui/gallery-image';
import { VIEWER_COPY } from '@/config/copy/sculpture';
import { cn } from '@/lib/cn';
import { useReturnFocus } from '@/lib/use-return-focus';
import { stepIndex } from '../../viewer-sequence';

export interface ViewerImage {
  src: string;
  alt: string;
}

export interface ImageViewerProps {
  /** Names the viewer for screen readers, e.g. 'Hero Kid images'. */
  label: string;
  images: readonly ViewerImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  greyscale: boolean;
}

/** A horizontal swipe this long (px) turns the page, like the arrow buttons. */
const SWIPE_MIN_PX = 50;

const navButton =
  'pointer-events-auto grid size-12 place-items-center rounded-full border border-white/15 bg-black/50 text-white backdrop-blur-sm transition-colors hover:bg-white/15 [&_svg]:size-6';

/**
 * The fullscreen viewer, mounted while open: previous/next wrap around, 'N of M', arrow
 * keys, Escape. Radix Dialog traps focus and locks page scrolling; focus returns to the image
 * or thumbnail that opened it.
 */
export function ImageViewer({ label, images, index, onIndexChange, onClose, greyscale }: ImageViewerProps) {
  const returnFocus = useReturnFocus();
  const swipeStart = useRef<number | null>(null);
  const current = images[index];
  const many = images.length > 1;
  const go = (step: 1 | -1) => onIndexChange(stepIndex(index, step, images.length));

  function onKeyDown(event: KeyboardEvent) {
    if (!many) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || !many || event.pointerType === 'mouse') return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_MIN_PX) go(distance < 0 ? 1 : -1);
  }

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        {/*
          Opaque black, as a gallery's viewer is: the page must not show around the picture (a
          near-black with alpha was drawn far lighter in Chromium, and the header's brand name
          showed under the counter on a phone).
        */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 grid grid-rows-[auto_minmax(0,1fr)] text-white outline-none"
        >
          <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p aria-live="polite" className="font-display text-sm tracking-wide text-white/80 tabular-nums">
              {VIEWER_COPY.counter(index + 1, images.length)}
            </p>
            <DialogPrimitive.Close aria-label={VIEWER_COPY.close} className={navButton}>
              <X aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <div
            className="relative min-h-0 px-2 pb-20 sm:px-24 sm:pb-6"
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
            }}
            onPointerUp={onPointerUp}
          >
            {current ? (
              <GalleryImage
                key={current.src}
                src={current.src}
                alt={current.alt}
                width={1200}
                height={1600}
                sizes="100vw"
                priority
                fit="contain"
                className={cn(greyscale && 'grayscale')}
              />
            ) : null}
            {many ? (
              // Under the picture on a phone, beside it on wider screens.
              <div className="pointer-events-none absolute inset-x-0 bottom-4 flex justify-center gap-6 sm:inset-y-0 sm:items-center sm:justify-between sm:px-6">
                <button
                  type="button"
                  aria-label={VIEWER_COPY.previous}
                  onClick={() => go(-1)}
                  className={navButton}
                >
                  <ChevronLeft aria-hidden />
                </button>
                <button
                  type="button"
                  aria-label={VIEWER_COPY.next}
                  onClick={() => go(1)}
                  className={navButton}
                >
                  <ChevronRight aria-hidden />
                </button>
              </div>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
