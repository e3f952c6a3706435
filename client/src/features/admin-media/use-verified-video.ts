import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { invalidateSettingReads } from './api';
import { refuseSettingFile } from './file-rules';
import type { MediaSettingConfig } from './media-cards';
import { saveVerifiedVideo, type VideoSavePhase } from './save-verified-video';
import { describeUploadFailure } from './upload-step';
import { mediaSaveFailure, VideoTestFailedError } from './video-test-failed';

/**
 * The hero video panel's state: the chosen file (checked when chosen), then the
 * save flow with its phase and upload progress, and the report of the last save.
 */
export function useVerifiedVideo(config: MediaSettingConfig) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<VideoSavePhase>('uploading');
  const [percent, setPercent] = useState(0);

  const save = useMutation({
    mutationFn: (chosen: File) =>
      saveVerifiedVideo(config.key, chosen, {
        onPhase: setPhase,
        onProgress: setPercent,
        saveFailure: config.saveFailure,
      }),
    onMutate: () => setPercent(0),
    onSuccess: (report) => {
      setFile(null);
      toast({
        title: config.saved,
        description: report.warning
          ? `${report.test.message}. Warning: ${report.warning}`
          : report.test.message,
        variant: 'success',
      });
    },
    meta: { failure: mediaSaveFailure(config.saveFailure) },
    onSettled: () => invalidateSettingReads(queryClient, config.key),
  });

  function choose(chosen: File) {
    const refusal = refuseSettingFile(chosen, config.key);
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return;
    }
    save.reset();
    setFile(chosen);
  }

  const failure =
    save.error instanceof VideoTestFailedError
      ? { message: save.error.message, test: save.error.test }
      : save.error
        ? { message: describeUploadFailure(save.error, config.saveFailure), test: null }
        : null;

  return {
    file,
    choose,
    clear: () => setFile(null),
    save: () => file && save.mutate(file),
    pending: save.isPending,
    phase,
    percent,
    report: save.data ?? null,
    failure,
  };
}
