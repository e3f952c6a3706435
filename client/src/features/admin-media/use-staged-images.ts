import type { ImageType } from '@contract/limits';
import type { UploadRule } from '@contract/media';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isVideoPath } from './file-rules';
import { isListSlot } from './slots';
import { checkBatch, roomIn, sendFile, type UploadJob } from './use-slot-uploads';

/** A file picked in the Add form, shown from the browser's memory until the piece exists. */
export interface StagedImage {
  imageType: ImageType;
  file: File;
  /** An object URL of the file; a video's carries its name as a fragment so it previews as one. */
  previewUrl: string;
}

function previewOf(file: File): string {
  const url = URL.createObjectURL(file);
  // Previews tell a video by its path's extension; a fragment is never part of the blob's fetch.
  return isVideoPath(file.name) ? `${url}#${encodeURIComponent(file.name)}` : url;
}

const revoke = (image: StagedImage) => URL.revokeObjectURL(image.previewUrl.split('#')[0]!);

/**
 * Images of a sculpture not saved yet: picked with the same §5 checks and §9 room as the edit
 * form's slots, held in the browser, and uploaded one by one, each with its progress row, as
 * soon as the first save has given the piece an id. Files cannot outlive the page, so a reload
 * keeps the typed fields (see use-unsaved-draft) but not these.
 */
export function useStagedImages() {
  const [staged, setStaged] = useState<StagedImage[]>([]);
  const [jobs, setJobs] = useState<UploadJob[]>([]);
  const nextId = useRef(0);
  const stagedRef = useRef(staged);
  stagedRef.current = staged;

  useEffect(() => () => stagedRef.current.forEach(revoke), []);

  const held = (imageType: ImageType) => staged.filter((image) => image.imageType === imageType);

  const add = useCallback((imageType: ImageType, files: readonly File[], rules: readonly UploadRule[]) => {
    const current = stagedRef.current.filter((image) => image.imageType === imageType);
    const batch = checkBatch(files, rules, roomIn(current.length, imageType), (file) => {
      nextId.current += 1;
      return { id: nextId.current, imageType, fileName: file.name, percent: 0, status: 'waiting' };
    });
    // Refused files keep their failed row; accepted ones wait for the save without one.
    setJobs((rows) => [
      ...rows.filter((job) => job.imageType !== imageType),
      ...batch.filter(({ job }) => job.status === 'failed').map(({ job }) => job),
    ]);
    const accepted = batch
      .filter(({ job }) => job.status === 'waiting')
      .map(({ file }) => ({ imageType, file, previewUrl: previewOf(file) }));
    setStaged((images) => {
      // A single slot is replaced, as an upload replaces it once the piece exists (§9).
      const replaced = isListSlot(imageType) ? [] : images.filter((image) => image.imageType === imageType);
      replaced.forEach(revoke);
      return [...images.filter((image) => !replaced.includes(image)), ...accepted];
    });
  }, []);

  const remove = useCallback((previewUrl: string) => {
    setStaged((images) => {
      images.filter((image) => image.previewUrl === previewUrl).forEach(revoke);
      return images.filter((image) => image.previewUrl !== previewUrl);
    });
  }, []);

  const update = useCallback((id: number, patch: Partial<UploadJob>) => {
    setJobs((rows) => rows.map((job) => (job.id === id ? { ...job, ...patch } : job)));
  }, []);

  /** Uploads every staged file to the new piece, in order; answers how many failed. */
  const uploadTo = useCallback(
    async (sculptureId: number): Promise<number> => {
      const queue = stagedRef.current.map((image) => {
        nextId.current += 1;
        const job: UploadJob = {
          id: nextId.current,
          imageType: image.imageType,
          fileName: image.file.name,
          percent: 0,
          status: 'waiting',
        };
        return { image, job };
      });
      setJobs(queue.map(({ job }) => job));
      let failed = 0;
      for (const { image, job } of queue) {
        if (!(await sendFile(sculptureId, job, image.file, update, queue.length === 1))) failed += 1;
      }
      return failed;
    },
    [update],
  );

  const dismiss = useCallback((id: number) => setJobs((rows) => rows.filter((job) => job.id !== id)), []);
  const busy = jobs.some((job) => job.status === 'uploading' || job.status === 'saving');

  return { staged, jobs, busy, held, add, remove, uploadTo, dismiss };
}

export type StagedImages = ReturnType<typeof useStagedImages>;
