import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORTS_URL } from '@core/biometrics/constants';
import type { BiometricImport, ImportKind } from '@core/biometrics/types';
import { rememberImport } from './imports-cache';

export interface UploadRequest {
  kind: ImportKind;
  /** The CSV device made first with connect {connection: 'csv'}; none for Apple Health. */
  deviceId?: string;
  file: File;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The person cancelled the upload; nothing to report. */
export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCancelled';
  }
}

/**
 * POST /api/biometric-imports as multipart form data. XMLHttpRequest rather than fetch: only
 * it reports upload progress, and an Apple Health export runs to hundreds of MB. The file goes
 * last so the server has read the other fields when it starts streaming it to disk. A non-OK
 * answer rejects with `"{status}: {body}"`, like every API call.
 */
export function uploadImport(request: UploadRequest): Promise<BiometricImport> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('kind', request.kind);
    if (request.deviceId) form.append('deviceId', request.deviceId);
    form.append('file', request.file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORTS_URL);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as BiometricImport);
      } catch {
        reject(new Error(`${xhr.status}: the answer could not be read`));
      }
    };
    xhr.onerror = () =>
      reject(new Error('The upload stopped. Check your connection and try again.'));
    xhr.onabort = () => reject(new UploadCancelled());
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The accepted import goes into the cache, so its progress shows everywhere at once. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (item) => rememberImport(queryClient, item),
  });
}
