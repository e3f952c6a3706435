import type { Sculpture } from '@contract/sculpture';
import type { ImageType } from '@contract/sculpture-media-limits';
import { useRef, useState } from 'react';
import { FormSection } from '@/components/admin/form-section';
import { type PlaceholderType, sculptureSlotRules } from '../file-rules';
import { slotPaths } from '../slots';
import { useSlotUploads } from '../use-slot-uploads';
import { DeleteImageDialog, type DeleteTarget } from './delete-image-dialog';
import { ImageSlots } from './image-slots';
import type { SlotProps } from './slot-types';

interface SculptureImagesAreaProps {
  sculpture: Sculpture;
  /** The form's placeholder type as edited (maybe unsaved): a video placeholder takes MP4/MOV. */
  placeholderType: PlaceholderType;
}

/**
 * The images and gallery area of the sculpture form (edit mode only): every image slot
 * with its picker and drop zone, per-file progress, and delete with confirmation.
 */
export function SculptureImagesArea({ sculpture, placeholderType }: SculptureImagesAreaProps) {
  const { jobs, busy, upload, dismiss } = useSlotUploads(sculpture);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const dropZones = useRef(new Map<ImageType, HTMLButtonElement>());
  // Read after the dialog has closed, when the target state is already cleared.
  const returnFocus = useRef<{ opener: Element | null; imageType: ImageType } | null>(null);

  function slotProps(imageType: ImageType): SlotProps<ImageType> {
    const rules = sculptureSlotRules(imageType, placeholderType);
    return {
      paths: slotPaths(sculpture, imageType),
      metaOf: (path: string) => sculpture.imageMeta?.[path],
      imageType,
      rules,
      jobs: jobs.filter((job) => job.imageType === imageType),
      disabled: busy,
      onFiles: (files: File[]) => void upload(imageType, files, rules),
      onDelete: (target: DeleteTarget) => {
        returnFocus.current = { opener: document.activeElement, imageType };
        setDeleteTarget(target);
      },
      onDismiss: dismiss,
      dropZoneRef: (button: HTMLButtonElement | null) => {
        if (button) dropZones.current.set(imageType, button);
        else dropZones.current.delete(imageType);
      },
    };
  }

  return (
    <FormSection
      title="Images and gallery"
      description="Pick files or drop them on a slot. Changes are saved as soon as each upload finishes."
      fieldsClassName="md:grid-cols-1"
    >
      <ImageSlots slotProps={slotProps} />
      <DeleteImageDialog
        sculptureId={sculpture.id}
        target={deleteTarget}
        onClose={() => setDeleteTarget(null)}
        onCloseAutoFocus={(event) => {
          // The deleted image's button is gone; its slot's drop zone is the next best place.
          const origin = returnFocus.current;
          if (!origin || origin.opener?.isConnected) return;
          event.preventDefault();
          dropZones.current.get(origin.imageType)?.focus();
        }}
      />
    </FormSection>
  );
}
