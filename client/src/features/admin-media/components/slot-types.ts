import type { UploadRule } from '@contract/media';
import type { Sculpture } from '@contract/sculpture';
import type { Ref } from 'react';
import type { UploadJob } from '../use-slot-uploads';
import type { DeleteTarget } from './delete-image-dialog';

/** What the images area hands each slot. */
export interface SlotProps<Slot> {
  sculpture: Sculpture;
  imageType: Slot;
  rules: readonly UploadRule[];
  /** This slot's rows of the last upload. */
  jobs: readonly UploadJob[];
  /** Any upload of the area is running: every control waits for it. */
  disabled: boolean;
  onFiles: (files: File[]) => void;
  onDelete: (target: DeleteTarget) => void;
  onDismiss: (id: number) => void;
  /** The slot's drop zone, where focus returns after one of its images is deleted. */
  dropZoneRef: Ref<HTMLButtonElement>;
}
