import type { UploadRule } from '@contract/media';
import type { ImageMeta } from '@contract/responsive-image';
import type { Ref } from 'react';
import type { UploadJob } from '../use-slot-uploads';
import type { DeleteTarget } from './delete-image-dialog';

/** What the images area hands each slot. */
export interface SlotProps<Slot> {
  /** What the slot holds now: saved /media paths, or the previews of files picked before the first save. */
  paths: readonly string[];
  /** Intrinsic size and blur preview of a saved path; absent for a preview. */
  metaOf: (path: string) => ImageMeta | undefined;
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
