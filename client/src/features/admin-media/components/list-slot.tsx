import { acceptAttribute } from '@contract/media';
import { MULTI_IMAGE_LIMIT } from '@contract/sculpture-media-limits';
import { useId } from 'react';
import { describeRules } from '../file-rules';
import { SLOT_COPY } from '../media-copy';
import type { ListSlot as ListSlotType } from '../slots';
import { FileDropZone } from './file-drop-zone';
import { SlotHeader } from './slot-header';
import { SlotImage } from './slot-image';
import type { SlotProps } from './slot-types';
import { UploadProgressList } from './upload-progress-list';

/** Gallery or in-situ: up to ten images, several uploaded at once. */
export function ListSlot({
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
}: SlotProps<ListSlotType>) {
  const titleId = useId();
  const { label, hint } = SLOT_COPY[imageType];
  const full = paths.length >= MULTI_IMAGE_LIMIT;
  const noun = label.toLowerCase();
  // In-situ photos are shown 3:2 on the piece's page: their tiles keep that ratio, two per portrait width.
  const landscape = imageType === 'inSitu';

  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-3 rounded-md border border-border p-3"
    >
      <SlotHeader id={titleId} label={label} hint={hint} count={`${paths.length} of ${MULTI_IMAGE_LIMIT}`} />
      {paths.length > 0 ? (
        <ul
          aria-label={`${label} images`}
          className={
            landscape
              ? 'grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5'
              : 'grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8 xl:grid-cols-10'
          }
        >
          {paths.map((path, index) => {
            const name = `${label} image ${index + 1}`;
            return (
              <li key={path}>
                <SlotImage
                  path={path}
                  meta={metaOf(path)}
                  label={name}
                  aspect={landscape ? 'landscape' : 'portrait'}
                  sizes={
                    landscape
                      ? '(min-width: 1280px) 20vw, (min-width: 640px) 33vw, 50vw'
                      : '(min-width: 1280px) 10vw, (min-width: 640px) 16vw, 25vw'
                  }
                  disabled={disabled}
                  onDelete={() => onDelete({ imageType, imagePath: path, label: name })}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <FileDropZone
        ref={dropZoneRef}
        label={full ? `${label} is full` : `Add ${noun} images`}
        hint={full ? 'Delete one to add another' : `Several at once · ${describeRules(rules)}`}
        accept={acceptAttribute(rules)}
        multiple
        disabled={disabled || full}
        onFiles={onFiles}
      />
      <UploadProgressList jobs={jobs} label={`${label} uploads`} onDismiss={onDismiss} />
    </section>
  );
}
