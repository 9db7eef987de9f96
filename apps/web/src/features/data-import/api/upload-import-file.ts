/**
 * POST import/upload?kind=&fileName=&numberFormat=&sheet= with the file itself as the body.
 * Sent with XMLHttpRequest, which (unlike fetch) reports how much of the body has gone, so the
 * screen can show the upload's progress; the answer is the preview and validation report.
 */
import { type ImportUpload, importUploadResponseSchema } from '@outlet-pulse/contracts';
import { ApiError, readEnvelope, type SuccessSchema } from '../../../lib/api-client';
import { authorizationHeaders, withAccessToken } from '../../../lib/authorized-api';
import { type UploadChoice, uploadQueryString } from '../import-params';

export interface UploadRequest extends Omit<UploadChoice, 'fileName'> {
  file: File;
}

/** When the connection drops mid-way (a server refusing a large file may simply close it). */
export const UPLOAD_CUT_OFF =
  'The upload was cut off before the server answered. The file may be larger than the upload limit, or the connection dropped. Try again.';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends a body (a file, or a form of several) with its progress; the answer is read with
 * `schema`. A form sets its own multipart content type.
 */
export function sendWithProgress<Data>(
  path: string,
  body: File | FormData,
  schema: SuccessSchema<Data>,
  token: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Data> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const finish = () => signal?.removeEventListener('abort', abort);
    xhr.open('POST', `/api/${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (!(body instanceof FormData)) {
      xhr.setRequestHeader('content-type', 'application/octet-stream');
    }
    for (const [name, value] of Object.entries(authorizationHeaders(token))) {
      xhr.setRequestHeader(name, value);
    }
    onProgress(0);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      finish();
      try {
        resolve(readEnvelope(xhr.status, parseJson(xhr.responseText), schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      finish();
      reject(new ApiError(0, UPLOAD_CUT_OFF));
    };
    xhr.onabort = () => {
      finish();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}

/** Uploads the file; `onProgress` hears the share of it sent so far, 0 to 1. */
export function uploadImportFile(
  { file, ...choice }: UploadRequest,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportUpload> {
  const path = `import/upload?${uploadQueryString({ ...choice, fileName: file.name })}`;
  return withAccessToken((token) =>
    sendWithProgress(path, file, importUploadResponseSchema, token, onProgress, signal),
  );
}
