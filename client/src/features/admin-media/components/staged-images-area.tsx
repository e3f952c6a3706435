import type { ImageType } from '@contract/sculpture-media-limits';
import { FormSection } from '@/components/admin/form-section';
import { type PlaceholderType, sculptureSlotRules } from '../file-rules';
import type { StagedImages } from '../use-staged-images';
import { ImageSlots } from './image-slots';
import type { SlotProps } from './slot-types';

interface StagedImagesAreaProps {
  images: StagedImages;
  placeholderType: PlaceholderType;
  /** The form is saving: the picks wait for it. */
  saving: boolean;
}

/**
 * The images and gallery area of the Add form: the same slots, rules and limits as when
 * editing, with the picked files shown from the browser until the first save uploads them.
 * Taking one out needs no confirmation: nothing has been stored yet.
 */
export function StagedImagesArea({ images, placeholderType, saving }: StagedImagesAreaProps) {
  function slotProps(imageType: ImageType): SlotProps<ImageType> {
    const rules = sculptureSlotRules(imageType, placeholderType);
    return {
      paths: images.held(imageType).map((image) => image.previewUrl),
      metaOf: () => undefined,
      imageType,
      rules,
      jobs: images.jobs.filter((job) => job.imageType === imageType),
      disabled: saving || images.busy,
      onFiles: (files: File[]) => images.add(imageType, files, rules),
      onDelete: (target) => images.remove(target.imagePath),
      onDismiss: images.dismiss,
      dropZoneRef: () => {},
    };
  }

  return (
    <FormSection
      title="Images and gallery"
      description="Pick files or drop them on a slot now: they are uploaded, with the same checks and progress, when you save the sculpture."
      fieldsClassName="md:grid-cols-1"
    >
      {images.restoredCount > 0 ? (
        <p
          role="status"
          className="rounded-md border border-border bg-surface px-3 py-2 text-sm md:col-span-full"
        >
          {images.restoredCount === 1
            ? 'Restored 1 image picked before you left; it is uploaded when you save.'
            : `Restored ${images.restoredCount} images picked before you left; they are uploaded when you save.`}
        </p>
      ) : null}
      <ImageSlots slotProps={slotProps} />
    </FormSection>
  );
}
