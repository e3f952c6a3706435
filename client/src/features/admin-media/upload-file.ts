import { ApiError } from '@/lib/api-client';

/** Called with the share of the file sent so far, 0 to 100. */
export type ProgressListener = (percent: number) => void;

/**
 * PUTs a file's raw bytes to an upload URL. XHR rather than fetch because only XHR reports
 * upload progress. A refusal (413, 415, 403) rejects with an ApiError carrying the server's
 * `{message}`, so readErrorMessage can show why.
 */
export function putFile(url: string, file: File, onProgress: ProgressListener): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new ApiError(request.status, request.statusText, request.responseText));
      }
    };
    request.onerror = () => reject(new Error(`The upload of ${file.name} was interrupted`));
    request.onabort = () => reject(new Error(`The upload of ${file.name} was cancelled`));
    request.send(file);
  });
}
