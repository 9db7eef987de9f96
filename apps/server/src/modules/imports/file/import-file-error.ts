/**
 * A file refused as a whole (wrong type, over a limit, unreadable), as opposed to row issues,
 * which go into the validation report.
 */
import { DomainError } from '../../../core/errors';

export class ImportFileError extends DomainError {
  override readonly name = 'ImportFileError';

  constructor(
    message: string,
    /** too-large when the file is over a size limit, invalid otherwise. */
    kind: 'invalid' | 'too-large' = 'invalid',
    /** What went wrong underneath, for whoever debugs it; never shown to the user. */
    options?: { cause: unknown },
  ) {
    super(kind, message);
    if (options) this.cause = options.cause;
  }
}
