/**
 * Tells the people who may import that a file of the inbox failed, through SMTP (nodemailer,
 * set up as the checklist reports' mailer is), with the report that lies beside the file.
 */
import { type SmtpConfig, smtpMailer } from '../checklists';

export interface InboxFailureMessage {
  to: string[];
  /** The names the files were dropped under. */
  fileNames: string[];
  /** Where the files now lie. */
  failedDir: string;
  report: string;
}

export interface InboxMailer {
  send(message: InboxFailureMessage): Promise<void>;
}

export function composeInboxFailureMail(message: InboxFailureMessage) {
  const subject = `Import failed: ${message.fileNames.join(', ')}`;
  const text = [
    'Hello,',
    '',
    `The import inbox could not load ${message.fileNames.join(', ')}; nothing of ${message.fileNames.length === 1 ? 'it' : 'them'} was loaded.`,
    `The ${message.fileNames.length === 1 ? 'file lies' : 'files lie'} in ${message.failedDir} with this report beside ${message.fileNames.length === 1 ? 'it' : 'them'}:`,
    '',
    message.report,
    '',
    'Correct the file and drop it in the inbox again.',
    '',
    'Outlet Pulse',
  ].join('\n');
  return { subject, text };
}

export function smtpInboxMailer(config: SmtpConfig): InboxMailer {
  return smtpMailer(config, composeInboxFailureMail);
}
