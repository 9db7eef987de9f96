/** POST import/confirm {uploadId}: loads a checked upload; answers the job to follow. */
import { type ImportJob, importJobResponseSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost } from '../../../lib/authorized-api';

export function confirmImport(uploadId: string): Promise<ImportJob> {
  return authorizedPost('import/confirm', importJobResponseSchema, { uploadId });
}

export function useConfirmImport() {
  return useMutation({ mutationFn: confirmImport });
}
