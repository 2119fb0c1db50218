import { useEffect, useRef, useState } from 'react';
import type { ImportKind } from '@core/biometrics/types';
import { UploadCancelled, useUploadImport } from '@client/api/biometrics/upload-import';
import { failureStatus, serverMessage } from '@client/lib/api-failure';

/** What a refused or broken upload says: the server's words (409, 413, 400) when it sent some. */
function uploadFailure(error: Error | null): string | null {
  if (!error || error instanceof UploadCancelled) return null;
  if (failureStatus(error) === null) return error.message;
  return serverMessage(error, 'The upload failed. Please try again.');
}

/**
 * One file upload with its progress. Leaving the dialog while the bytes still go out cancels
 * it (the XMLHttpRequest is aborted); once the server has accepted the file it reads it on its
 * own, and closing changes nothing.
 */
export function useFileUpload() {
  const upload = useUploadImport();
  const [fraction, setFraction] = useState(0);
  const [fileName, setFileName] = useState('');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  function start(kind: ImportKind, file: File, deviceId?: string) {
    controller.current = new AbortController();
    setFraction(0);
    setFileName(file.name);
    upload.mutate({
      kind,
      file,
      ...(deviceId ? { deviceId } : {}),
      onProgress: setFraction,
      signal: controller.current.signal,
    });
  }

  return {
    start,
    cancel: () => controller.current?.abort(),
    /** Going out, or accepted: the dialog shows the upload instead of its form. */
    started: upload.isPending || upload.isSuccess,
    fileName,
    percent: Math.round(fraction * 100),
    accepted: upload.data ?? null,
    failure: uploadFailure(upload.error),
  };
}

export type FileUpload = ReturnType<typeof useFileUpload>;
