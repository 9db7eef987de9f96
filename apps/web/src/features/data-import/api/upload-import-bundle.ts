/**
 * POST import/bundle?numberFormat= with the chosen files (or a .zip) as a multipart form, one
 * part per file; the answer is each file's report, the bundle's, and the id to confirm it by.
 */
import { type ImportBundleUpload, importBundleUploadResponseSchema } from '@outlet-pulse/contracts';
import { withAccessToken } from '../../../lib/authorized-api';
import type { NumberFormatChoice } from '../import-labels';
import { sendWithProgress } from './upload-import-file';

export interface BundleRequest {
  files: readonly File[];
  numberFormat: NumberFormatChoice;
}

export function uploadImportBundle(
  { files, numberFormat }: BundleRequest,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportBundleUpload> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const query = numberFormat === 'auto' ? '' : `?numberFormat=${numberFormat}`;
  return withAccessToken((token) =>
    sendWithProgress(
      `import/bundle${query}`,
      form,
      importBundleUploadResponseSchema,
      token,
      onProgress,
      signal,
    ),
  );
}
