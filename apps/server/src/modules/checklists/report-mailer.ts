/**
 * Sends report links by e-mail through SMTP (nodemailer). Without an SMTP host the portal
 * cannot send, and says so instead of pretending.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export interface SmtpConfig {
  host: string;
  port: number;
  /** The From address, e.g. "Outlet Pulse <pulse@kcg.example>". */
  sender: string;
}

export interface ReportMessage {
  to: string[];
  branchName: string;
  docNumber: string;
  checkedOn: string;
  url: string;
  expiresAt: string;
}

export interface ReportMailer {
  send(message: ReportMessage): Promise<void>;
}

export function composeReportMail(message: ReportMessage) {
  const subject = `Store checklist report ${message.docNumber} - ${message.branchName} (${message.checkedOn})`;
  const text = [
    'Hello,',
    '',
    `The store checklist of ${message.branchName} done on ${message.checkedOn} (${message.docNumber}) is ready.`,
    `Read the report here: ${message.url}`,
    '',
    `The link works until ${message.expiresAt.slice(0, 10)}. Please do not forward it outside the company.`,
    '',
    'Outlet Pulse',
  ].join('\n');
  return { subject, text };
}

/** A mailer that sends each message as `compose` words it, through the SMTP server of `config`. */
export function smtpMailer<Message extends { to: string[] }>(
  config: SmtpConfig,
  compose: (message: Message) => { subject: string; text: string },
): { send(message: Message): Promise<void> } {
  const transport: Transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.port === 465,
  });
  return {
    async send(message) {
      const { subject, text } = compose(message);
      await transport.sendMail({ from: config.sender, to: message.to, subject, text });
    },
  };
}

export function smtpReportMailer(config: SmtpConfig): ReportMailer {
  return smtpMailer(config, composeReportMail);
}
