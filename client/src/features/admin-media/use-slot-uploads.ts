import type { UploadRule } from '@contract/media';
import type { Sculpture } from '@contract/sculpture';
import { type ImageType, MULTI_IMAGE_LIMIT } from '@contract/sculpture-media-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { invalidateSculptureLists } from '@/features/admin-collection/api';
import { refuseSculptureFile } from './file-rules';
import { MEDIA_TOASTS, SLOT_COPY } from './media-copy';
import { isListSlot, slotPaths } from './slots';
import { uploadSculptureImage } from './upload-sequences';
import { describeUploadFailure } from './upload-step';

export type UploadStatus = 'waiting' | 'uploading' | 'saving' | 'done' | 'failed';

/** One file of an upload, as its progress row shows it. */
export interface UploadJob {
  id: number;
  imageType: ImageType;
  fileName: string;
  percent: number;
  status: UploadStatus;
  /** Why it failed: the validation refusal, or the failed step and the server's reason. */
  error?: string;
}

const ACTIVE: readonly UploadStatus[] = ['waiting', 'uploading', 'saving'];
const { uploadFailed } = MEDIA_TOASTS;

function toastFileFailed(fileName: string): void {
  toast({
    title: uploadFailed.title,
    description: uploadFailed.description(fileName),
    variant: 'destructive',
  });
}

/** One file alone: the failed step is the news. Several: which file failed ('Failed to upload {file}'). */
function toastUploadFailure(fileName: string, error: unknown, alone: boolean): void {
  if (alone && error instanceof Error)
    toast({ title: MEDIA_TOASTS.errorTitle, description: error.message, variant: 'destructive' });
  else toastFileFailed(fileName);
}

/**
 * Sends one file of a batch (upload URL, PUT, registration), its row following along; a
 * failure is told on the row and in a toast. Answers whether the file was saved.
 */
export async function sendFile(
  sculptureId: number,
  job: UploadJob,
  file: File,
  update: (id: number, patch: Partial<UploadJob>) => void,
  alone: boolean,
): Promise<boolean> {
  update(job.id, { status: 'uploading' });
  try {
    await uploadSculptureImage(sculptureId, job.imageType, file, (percent) =>
      update(job.id, { percent, status: percent >= 100 ? 'saving' : 'uploading' }),
    );
    update(job.id, { percent: 100, status: 'done' });
    return true;
  } catch (error) {
    console.error(uploadFailed.description(file.name), error);
    update(job.id, {
      status: 'failed',
      error: describeUploadFailure(error, uploadFailed.description(file.name)),
    });
    toastUploadFailure(file.name, error, alone);
    return false;
  }
}

/** How many more files a slot takes: a single slot is replaced, a list holds up to ten. */
export function roomIn(held: number, imageType: ImageType): number {
  return isListSlot(imageType) ? MULTI_IMAGE_LIMIT - held : 1;
}

/**
 * The validation checks of a batch, before any request: a refused file, or one past the room left in
 * the slot, gets a failed row and its toast; the others wait for their turn.
 */
export function checkBatch(
  files: readonly File[],
  rules: readonly UploadRule[],
  room: number,
  newJob: (file: File) => UploadJob,
): { file: File; job: UploadJob }[] {
  let accepted = 0;
  return files.map((file) => {
    const job = newJob(file);
    const refusal = refuseSculptureFile(file, rules);
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return { file, job: { ...job, status: 'failed', error: refusal.description } };
    }
    if (accepted >= room) {
      toastFileFailed(file.name);
      const error = `${SLOT_COPY[job.imageType].label} holds at most ${MULTI_IMAGE_LIMIT} images`;
      return { file, job: { ...job, status: 'failed', error } };
    }
    accepted += 1;
    return { file, job };
  });
}

/**
 * The uploads of the images area. Files go one at a time (the server updates the sculpture's
 * slot lists in turn), every file has its own row and progress, and one failed file never
 * stops the next. Files refused by the validation checks never cause a request.
 */
export function useSlotUploads(sculpture: Sculpture) {
  const queryClient = useQueryClient();
  const [jobs, setJobs] = useState<UploadJob[]>([]);
  const nextId = useRef(0);

  const update = useCallback((id: number, patch: Partial<UploadJob>) => {
    setJobs((current) => current.map((job) => (job.id === id ? { ...job, ...patch } : job)));
  }, []);

  const upload = useCallback(
    async (imageType: ImageType, files: readonly File[], rules: readonly UploadRule[]) => {
      const batch = checkBatch(
        files,
        rules,
        roomIn(slotPaths(sculpture, imageType).length, imageType),
        (file) => {
          nextId.current += 1;
          return { id: nextId.current, imageType, fileName: file.name, percent: 0, status: 'waiting' };
        },
      );
      // A new batch in a slot replaces that slot's rows from the last one.
      setJobs((current) => [
        ...current.filter((job) => job.imageType !== imageType),
        ...batch.map((b) => b.job),
      ]);

      const toSend = batch.filter(({ job }) => job.status === 'waiting');
      for (const { file, job } of toSend) {
        if (await sendFile(sculpture.id, job, file, update, toSend.length === 1))
          await invalidateSculptureLists(queryClient);
      }
    },
    [sculpture, queryClient, update],
  );

  const busy = jobs.some((job) => ACTIVE.includes(job.status));
  const dismiss = useCallback(
    (id: number) => setJobs((current) => current.filter((job) => job.id !== id)),
    [],
  );
  return { jobs, busy, upload, dismiss };
}
