import type { MediaType } from '@contract/site-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { adminSiteSettingQuery } from '@/features/admin-content/site-settings/api';
import { invalidateSettingReads, saveSetting } from './api';
import { refuseSettingFile } from './file-rules';
import type { MediaCardConfig, MediaSettingConfig } from './media-cards';
import { MEDIA_TOASTS } from './media-copy';
import { uploadSettingMedia } from './upload-sequences';
import { describeUploadFailure } from './upload-step';
import { mediaSaveFailure } from './video-test-failed';

/**
 * A photo (or the artist video) uploaded as soon as it is picked: the check, then upload
 * URL, PUT with progress and the setting saved. `error` keeps the failed step and the
 * server's reason on screen after the toast has gone.
 */
export function useSettingUpload(config: MediaSettingConfig) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadSettingMedia(config.key, file, setPercent, config.saveFailure),
    onMutate: () => setPercent(0),
    onSuccess: () => toast({ title: config.saved, variant: 'success' }),
    meta: { failure: mediaSaveFailure(config.saveFailure) },
    onSettled: () => invalidateSettingReads(queryClient, config.key),
  });

  function upload(file: File) {
    const refusal = refuseSettingFile(file, config.key);
    if (refusal) toast({ ...refusal, variant: 'destructive' });
    else mutation.mutate(file);
  }

  const error = mutation.isError ? describeUploadFailure(mutation.error, config.saveFailure) : null;
  return { upload, percent, pending: mutation.isPending, error };
}

/** Removes a media setting (value null); the server deletes the file with it. */
export function useSettingRemoval(config: MediaSettingConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveSetting(config.key, null),
    onSuccess: () => toast({ title: config.removed, variant: 'success' }),
    meta: { failure: { title: MEDIA_TOASTS.errorTitle, description: config.removeFailure, detail: 'none' } },
    onSettled: () => invalidateSettingReads(queryClient, config.key),
  });
}

/**
 * The photo/video toggle: a choice is saved at once and shows at once; a failed save puts
 * the stored choice back.
 */
export function useMediaTypeChange(card: MediaCardConfig) {
  const queryClient = useQueryClient();
  const { queryKey } = adminSiteSettingQuery(card.typeKey);
  return useMutation({
    mutationFn: (mediaType: MediaType) => saveSetting(card.typeKey, mediaType),
    onMutate: async (mediaType) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, { value: mediaType });
      return { previous };
    },
    onError: (_error, _mediaType, context) => queryClient.setQueryData(queryKey, context?.previous),
    meta: { failure: { title: MEDIA_TOASTS.errorTitle, description: card.typeFailure, detail: 'none' } },
    onSettled: () => invalidateSettingReads(queryClient, card.typeKey),
  });
}
