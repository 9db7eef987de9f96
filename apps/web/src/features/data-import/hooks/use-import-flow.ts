/**
 * The import flow on one page: choose (kind, number format, sheet, file — or several files, or
 * a .zip, whose kinds come from their names) → upload and read the report → confirm → follow
 * the load. The choices survive 'Choose another file'; the files do not. An upload can be
 * cancelled while it is sent.
 */
import type {
  ImportBundleUpload,
  ImportJob,
  ImportKind,
  ImportUpload,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { confirmAction } from '../../../lib/notices';
import { useConfirmImport } from '../api/confirm-import';
import { uploadImportBundle } from '../api/upload-import-bundle';
import { uploadImportFile } from '../api/upload-import-file';
import { kindLabel, type NumberFormatChoice } from '../import-labels';
import { bundleRows, loadButtonLabel, plural } from '../import-report';

/** One file of a chosen kind, or several files (or a .zip) whose names give their kinds. */
export type ImportMode = 'one' | 'several';

export type ImportStep =
  | { step: 'choose' }
  | { step: 'report'; upload: ImportUpload }
  | { step: 'bundle-report'; bundle: ImportBundleUpload }
  | { step: 'loading'; job: ImportJob; fileCount: number; finished: boolean };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** An upload that reports its progress and that aborting `controller` cancels while it is sent. */
function useCancellableUpload<Request, Answer>(
  send: (
    request: Request,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<Answer>,
  controller: RefObject<AbortController | null>,
  onProgress: (fraction: number) => void,
  onAnswer: (answer: Answer) => void,
) {
  return useMutation({
    mutationFn: (request: Request) => {
      controller.current = new AbortController();
      return send(request, onProgress, controller.current.signal);
    },
    onSuccess: onAnswer,
    onSettled: () => {
      controller.current = null;
    },
  });
}

export function useImportFlow() {
  const [kind, setKind] = useState<ImportKind>('daily-sales');
  const [numberFormat, setNumberFormat] = useState<NumberFormatChoice>('auto');
  const [sheet, setSheet] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('one');
  const [files, setFiles] = useState<File[]>([]);
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const upload = useCancellableUpload(uploadImportFile, controller, setProgress, (answer) =>
    setState({ step: 'report', upload: answer }),
  );
  const uploadBundle = useCancellableUpload(uploadImportBundle, controller, setProgress, (answer) =>
    setState({ step: 'bundle-report', bundle: answer }),
  );
  const confirm = useConfirmImport();
  const uploading = upload.isPending || uploadBundle.isPending;

  function send(): void {
    if (uploading) return;
    confirm.reset();
    if (mode === 'several') {
      if (files.length > 0) uploadBundle.mutate({ files, numberFormat });
    } else if (file) {
      upload.mutate({ kind, file, numberFormat, sheet });
    }
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
      onSuccess: (job) => setState({ step: 'loading', job, fileCount: 1, finished: false }),
    });
  }

  async function loadBundle(checked: ImportBundleUpload): Promise<void> {
    const { uploadId } = checked;
    if (uploadId === null) return;
    const confirmed = await confirmAction({
      title: `Load ${plural(checked.files.length, 'file')} together?`,
      text: 'They load in one go, master lists first. Rows already in the portal for the same keys are replaced. Every file loads, or none does.',
      confirmLabel: `Yes, ${loadButtonLabel(bundleRows(checked)).toLowerCase()}!`,
    });
    if (!confirmed) return;
    confirm.mutate(uploadId, {
      onSuccess: (job) =>
        setState({ step: 'loading', job, fileCount: checked.files.length, finished: false }),
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
    uploadBundle.reset();
    confirm.reset();
    setFile(null);
    setFiles([]);
    setProgress(0);
    setState({ step: 'choose' });
  }

  const failed = upload.error ?? uploadBundle.error;
  const uploadError = failed && !isAbort(failed) ? failed : null;

  return {
    state,
    choice: { kind, numberFormat, sheet, file, mode, files },
    setMode: (next: ImportMode) => {
      upload.reset();
      uploadBundle.reset();
      setMode(next);
    },
    setFiles: (next: File[]) => {
      uploadBundle.reset();
      setFiles(next);
    },
    setKind,
    setNumberFormat,
    setSheet,
    setFile: (next: File | null) => {
      upload.reset();
      setFile(next);
    },
    send,
    cancelUpload,
    uploading,
    progress,
    uploadError,
    load,
    loadBundle,
    confirming: confirm.isPending,
    confirmError: confirm.error,
    markFinished,
    startOver,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
