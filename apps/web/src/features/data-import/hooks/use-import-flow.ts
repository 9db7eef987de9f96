/**
 * The import flow on one page: choose (kind, number format, sheet, file) → upload and read the
 * report → confirm → follow the load. The choices survive 'Choose another file'; the file does
 * not. An upload can be cancelled while it is sent.
 */
import type { ImportJob, ImportKind, ImportUpload } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { confirmAction } from '../../../lib/notices';
import { useConfirmImport } from '../api/confirm-import';
import { type UploadRequest, uploadImportFile } from '../api/upload-import-file';
import { kindLabel, type NumberFormatChoice } from '../import-labels';
import { loadButtonLabel } from '../import-report';

export type ImportStep =
  | { step: 'choose' }
  | { step: 'report'; upload: ImportUpload }
  | { step: 'loading'; upload: ImportUpload; job: ImportJob; finished: boolean };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function useImportFlow() {
  const [kind, setKind] = useState<ImportKind>('daily-sales');
  const [numberFormat, setNumberFormat] = useState<NumberFormatChoice>('auto');
  const [sheet, setSheet] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const upload = useMutation({
    mutationFn: (request: UploadRequest) => {
      controller.current = new AbortController();
      return uploadImportFile(request, setProgress, controller.current.signal);
    },
    onSuccess: (answer) => setState({ step: 'report', upload: answer }),
    onSettled: () => {
      controller.current = null;
    },
  });
  const confirm = useConfirmImport();

  function send(): void {
    if (!file || upload.isPending) return;
    confirm.reset();
    upload.mutate({ kind, file, numberFormat, sheet });
  }

  function cancelUpload(): void {
    controller.current?.abort();
  }

  async function load(checked: ImportUpload): Promise<void> {
    const confirmed = await confirmAction({
      title: `Load ${kindLabel(checked.kind).toLowerCase()} from ${checked.fileName}?`,
      text: 'Rows already in the portal for the same keys are replaced. The whole file loads, or nothing does.',
      confirmLabel: `Yes, ${loadButtonLabel(checked.rows).toLowerCase()}!`,
    });
    if (!confirmed) return;
    confirm.mutate(checked.uploadId, {
      onSuccess: (job) => setState({ step: 'loading', upload: checked, job, finished: false }),
    });
  }

  /** The load is over (done or failed): the last step shows as passed. */
  const markFinished = useCallback(
    () =>
      setState((current) =>
        current.step === 'loading' && !current.finished ? { ...current, finished: true } : current,
      ),
    [],
  );

  /** Back to the first step, with the same choices and no file. */
  function startOver(): void {
    upload.reset();
    confirm.reset();
    setFile(null);
    setProgress(0);
    setState({ step: 'choose' });
  }

  const uploadError = upload.isError && !isAbort(upload.error) ? upload.error : null;

  return {
    state,
    choice: { kind, numberFormat, sheet, file },
    setKind,
    setNumberFormat,
    setSheet,
    setFile: (next: File | null) => {
      upload.reset();
      setFile(next);
    },
    send,
    cancelUpload,
    uploading: upload.isPending,
    progress,
    uploadError,
    load,
    confirming: confirm.isPending,
    confirmError: confirm.error,
    markFinished,
    startOver,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
