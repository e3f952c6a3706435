import { acceptAttribute } from '@contract/media';
import { useId } from 'react';
import { ImageOff } from '@/components/icons/admin';
import { cn } from '@/lib/cn';
import { describeRules, isVideoPath } from '../file-rules';
import { SLOT_COPY } from '../media-copy';
import type { SingleSlot as SingleSlotType } from '../slots';
import { FileDropZone } from './file-drop-zone';
import { SlotHeader } from './slot-header';
import { ASPECT_CLASSES, type SlotAspect, SlotImage } from './slot-image';
import type { SlotProps } from './slot-types';
import { UploadProgressList } from './upload-progress-list';

/** A slot holding one image (thumbnail, rollover, scale, placeholder): an upload replaces it. */
export function SingleSlot({
  paths,
  metaOf,
  imageType,
  rules,
  jobs,
  disabled,
  onFiles,
  onDelete,
  onDismiss,
  dropZoneRef,
}: SlotProps<SingleSlotType>) {
  const titleId = useId();
  const { label, hint } = SLOT_COPY[imageType];
  const [path] = paths;
  const noun = label.toLowerCase();
  // As the detail page shows it: the scale comparison is a 16:10 picture, not a 3:4 figure.
  const photoAspect: SlotAspect = imageType === 'scale' ? 'wide' : 'portrait';

  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-3 rounded-md border border-border p-3"
    >
      <SlotHeader id={titleId} label={label} hint={hint} />
      <div
        className={cn(
          'grid items-start gap-3',
          photoAspect === 'wide' ? 'grid-cols-[8.5rem_minmax(0,1fr)]' : 'grid-cols-[5.5rem_minmax(0,1fr)]',
        )}
      >
        {path ? (
          <SlotImage
            path={path}
            meta={metaOf(path)}
            label={label}
            aspect={isVideoPath(path) ? 'tall' : photoAspect}
            sizes={photoAspect === 'wide' ? '136px' : '88px'}
            disabled={disabled}
            onDelete={() => onDelete({ imageType, imagePath: path, label })}
          />
        ) : (
          <div
            className={cn(
              'grid place-items-center rounded-[var(--radius-frame)] border border-dashed border-border text-muted',
              ASPECT_CLASSES[photoAspect],
            )}
          >
            <ImageOff aria-hidden className="size-5" strokeWidth={1.5} />
            <span className="sr-only">No {noun} yet</span>
          </div>
        )}
        <FileDropZone
          ref={dropZoneRef}
          label={path ? `Replace ${noun}` : `Upload ${noun}`}
          hint={describeRules(rules)}
          accept={acceptAttribute(rules)}
          disabled={disabled}
          onFiles={onFiles}
          className="h-full"
        />
      </div>
      <UploadProgressList jobs={jobs} label={`${label} upload`} onDismiss={onDismiss} />
    </section>
  );
}
