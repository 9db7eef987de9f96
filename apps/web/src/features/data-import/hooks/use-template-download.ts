/** Downloads a template, remembering which one is on its way; a failure is said in a toast. */
import { useState } from 'react';
import { reportFailure } from '../../../components/record-list/report-failure';
import { downloadTemplate } from '../api/download-template';
import { type TemplateChoice, templateFileName } from '../import-params';

export function useTemplateDownload() {
  const [pending, setPending] = useState<string | null>(null);

  async function download(choice: TemplateChoice): Promise<void> {
    const name = templateFileName(choice);
    setPending(name);
    try {
      await downloadTemplate(choice);
    } catch (error) {
      reportFailure('The template could not be downloaded', error as Error);
    } finally {
      setPending(null);
    }
  }

  /** Whether this template is the one on its way. */
  const isPending = (choice: TemplateChoice) => pending === templateFileName(choice);

  return { download, isPending };
}
