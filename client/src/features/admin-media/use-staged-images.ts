import type { UploadRule } from '@contract/media';
import type { ImageType } from '@contract/sculpture-media-limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markClean, markDirty } from '@/lib/unsaved/leave-guard';
import { isVideoPath } from './file-rules';
import { isListSlot } from './slots';
import { type KeptImage, keepImages, loadKeptImages } from './staged-image-store';
import { checkBatch, roomIn, sendFile, type UploadJob } from './use-slot-uploads';

/** The leave guard's name for the Add form's picked files (its text is 'sculpture:new'). */
const STAGED_DRAFT_KEY = 'sculpture:new:images';

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
 * Images of a sculpture not saved yet: picked with the same validation checks and room as the edit
 * form's slots, held in the browser, and uploaded one by one, each with its progress row, as
 * soon as the first save has given the piece an id. Like the typed fields (use-unsaved-draft),
 * they outlive a reload or a closed tab: kept in the browser's IndexedDB until the piece is
 * saved or the form cancelled (`forget`); leaving with some picked asks first.
 */
export function useStagedImages() {
  const [staged, setStaged] = useState<StagedImage[]>([]);
  const [jobs, setJobs] = useState<UploadJob[]>([]);
  const nextId = useRef(0);
  const stagedRef = useRef(staged);
  stagedRef.current = staged;

  useEffect(() => () => stagedRef.current.forEach(revoke), []);

  // The picks kept from before a reload come back first; only then is the kept copy written,
  // so the empty list of a fresh mount never erases it.
  const [restoredCount, setRestoredCount] = useState(0);
  const loaded = useRef(false);
  useEffect(() => {
    let live = true;
    loadKeptImages().then((kept) => {
      if (!live) return;
      loaded.current = true;
      if (kept.length === 0 || stagedRef.current.length > 0) return;
      setStaged(kept.map(({ imageType, file }) => ({ imageType, file, previewUrl: previewOf(file) })));
      setRestoredCount(kept.length);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (loaded.current)
      void keepImages(staged.map(({ imageType, file }): KeptImage => ({ imageType, file })));
    return staged.length > 0 ? markDirty(STAGED_DRAFT_KEY) : undefined;
  }, [staged]);

  /** The form is closed on purpose (saved or cancelled): the kept picks go too. */
  const forget = useCallback(() => {
    loaded.current = false;
    void keepImages([]);
    // The form closes right after (or opens the saved piece): leaving must not ask about picks
    // that went to the piece, as it did with a staged image (the dialog blocked the close).
    markClean(STAGED_DRAFT_KEY);
  }, []);

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
      // A single slot is replaced, as an upload replaces it once the piece exists.
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
      // Each went to the piece, or failed there and is listed in its Edit form: none waits any more.
      forget();
      return failed;
    },
    [update, forget],
  );

  const dismiss = useCallback((id: number) => setJobs((rows) => rows.filter((job) => job.id !== id)), []);
  const busy = jobs.some((job) => job.status === 'uploading' || job.status === 'saving');

  return { staged, jobs, busy, held, add, remove, uploadTo, dismiss, forget, restoredCount };
}

export type StagedImages = ReturnType<typeof useStagedImages>;
