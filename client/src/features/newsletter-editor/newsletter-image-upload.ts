import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { API_PREFIX, OBJECT_UPLOAD_CALL } from '@contract/api-paths';
import type { NewsletterImage } from '@contract/media';
import { MEDIA_TOASTS } from '@/features/admin-media/media-copy';
import { type ProgressListener, putFile } from '@/features/admin-media/upload-file';
import { runStep } from '@/features/admin-media/upload-step';
import { apiJson } from '@/lib/api-client';

const { steps } = MEDIA_TOASTS;

/** The signed upload (upload URL, PUT with progress), then the image registered for a newsletter. */
export async function uploadNewsletterImage(
  file: File,
  onProgress: ProgressListener,
): Promise<NewsletterImage> {
  const { uploadURL } = await runStep(steps.uploadUrl, () =>
    apiJson<{ uploadURL: string }>('POST', `${API_PREFIX}${OBJECT_UPLOAD_CALL}`, {}),
  );
  await runStep(steps.upload, () => putFile(uploadURL, file, onProgress));
  return runStep(steps.register, () =>
    apiJson<NewsletterImage>('POST', adminCallUrl(ADMIN_CALLS.newsletterImages), { uploadURL }),
  );
}
