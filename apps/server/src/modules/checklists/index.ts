/** The checklists module's front door: what other modules may use of it. */
export { type SmtpConfig, smtpMailer } from './report-mailer';
