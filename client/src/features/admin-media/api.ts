import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { API_PREFIX, OBJECT_UPLOAD_CALL } from '@contract/api-paths';
import type { ImageRecord, LiveSimulationResult, MediaSettingKey, VideoTestResult } from '@contract/media';
import type { Sculpture } from '@contract/sculpture';
import type { ImageType } from '@contract/sculpture-media-limits';
import type { SiteSetting, SiteSettingKey } from '@contract/site-settings';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSculptureLists } from '@/features/admin-collection/api';
import { adminSiteSettingQuery } from '@/features/admin-content/site-settings/api';
import { siteSettingQuery } from '@/features/site-settings/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';
import { MEDIA_TOASTS } from './media-copy';

// The media calls. Components reach them through the upload sequences and hooks of this
// feature, never directly.

interface UploadUrl {
  uploadURL: string;
}

export async function requestSculptureUploadUrl(sculptureId: number, imageType: ImageType): Promise<string> {
  const { uploadURL } = await apiJson<UploadUrl>(
    'POST',
    adminCallUrl(ADMIN_CALLS.sculptureUploadUrl, { id: sculptureId }),
    {
      imageType,
    },
  );
  return uploadURL;
}

/** Registers the image by its upload URL without the query (the signature is spent by then). */
export function registerSculptureImage(
  sculptureId: number,
  imageType: ImageType,
  uploadURL: string,
): Promise<ImageRecord> {
  const [imageUrl = uploadURL] = uploadURL.split('?');
  return apiJson<ImageRecord>('POST', adminCallUrl(ADMIN_CALLS.sculptureImages, { id: sculptureId }), {
    imageUrl,
    imageType,
  });
}

export function deleteSculptureImage(
  sculptureId: number,
  imageType: ImageType,
  imagePath: string,
): Promise<{ message: string; sculpture: Sculpture }> {
  return apiJson('DELETE', adminCallUrl(ADMIN_CALLS.sculptureImages, { id: sculptureId }), {
    imagePath,
    imageType,
  });
}

/**
 * An upload URL for hero or artist media. Naming the setting (optional) lets the upload
 * itself refuse a file of the wrong kind or size, before the whole file has been sent.
 */
export async function requestSiteUploadUrl(key: MediaSettingKey): Promise<string> {
  const { uploadURL } = await apiJson<UploadUrl>('POST', `${API_PREFIX}${OBJECT_UPLOAD_CALL}`, { key });
  return uploadURL;
}

/** Saves one setting; null removes it (and, for media, the server deletes the file). */
export function saveSetting(key: SiteSettingKey, value: string | null): Promise<SiteSetting> {
  return apiJson<SiteSetting>('POST', adminCallUrl(ADMIN_CALLS.siteSettings), { key, value });
}

export function testVideo(videoPath: string): Promise<VideoTestResult> {
  return apiJson<VideoTestResult>('POST', adminCallUrl(ADMIN_CALLS.videoTest), { videoPath });
}

export function simulateLivePlayback(videoPath: string): Promise<LiveSimulationResult> {
  return apiJson<LiveSimulationResult>('POST', adminCallUrl(ADMIN_CALLS.videoLiveTest), { videoPath });
}

/** After a setting changes, the admin read and the public read of that key are refetched. */
export function invalidateSettingReads(queryClient: QueryClient, key: SiteSettingKey): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSiteSettingQuery(key).queryKey }),
    invalidatePublicData(siteSettingQuery(key).key),
  ]);
}

export interface ImageToDelete {
  imageType: ImageType;
  imagePath: string;
}

/** Deletes one image of a sculpture; the lists refresh after it, and a failure is the toast. */
export function useDeleteSculptureImage(sculptureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageType, imagePath }: ImageToDelete) =>
      deleteSculptureImage(sculptureId, imageType, imagePath),
    onSuccess: () => invalidateSculptureLists(queryClient),
    meta: { failure: { ...MEDIA_TOASTS.deleteFailed, detail: 'none' } },
  });
}
