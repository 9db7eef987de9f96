/**
 * GET import/template/:kind?format=&numberFormat=: a template file. A plain link would carry no
 * access token, so the file is fetched with it and handed to the browser as a download.
 */
import { errorEnvelopeSchema } from '@outlet-pulse/contracts';
import { ApiError } from '../../../lib/api-client';
import { authorizationHeaders, withAccessToken } from '../../../lib/authorized-api';
import { saveFile } from '../../../lib/save-file';
import { type TemplateChoice, templateFileName, templatePath } from '../import-params';

const UNREACHABLE = 'The server cannot be reached. Check your connection and try again.';

async function fetchTemplate(path: string, token: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      headers: authorizationHeaders(token),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  if (response.status === 200) return response.blob();
  const failure = errorEnvelopeSchema.safeParse(await response.json().catch(() => undefined));
  throw new ApiError(
    response.status,
    failure.success ? failure.data.message : `The server answered ${response.status}.`,
  );
}

export async function downloadTemplate(choice: TemplateChoice): Promise<void> {
  const blob = await withAccessToken((token) => fetchTemplate(templatePath(choice), token));
  saveFile(blob, templateFileName(choice));
}
