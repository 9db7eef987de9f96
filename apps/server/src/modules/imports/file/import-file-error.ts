/**
 * A file refused as a whole (wrong type, over a limit, unreadable), as opposed to row issues,
 * which go into the validation report. The status says how the API answers it.
 */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';

  constructor(
    message: string,
    /** 413 when the file is over a size limit, 400 otherwise. */
    readonly statusCode: 400 | 413 = 400,
  ) {
    super(message);
  }
}
