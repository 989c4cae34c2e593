import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer, SentMail } from './mailer';
import { OutboxFolder } from './outbox-folder';

export interface MailSettings {
  from: string;
  /** SMTP server; when unset, mails are written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
}

/**
 * nodemailer behind the Mailer interface: SMTP when a server is configured; otherwise each mail
 * becomes one `.eml` file in the outbox directory and one log line (with the mail's links), so a
 * shop run offline can still, say, reset a password.
 */
export class NodemailerMailer implements Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outbox: OutboxFolder;

  constructor(private readonly settings: MailSettings) {
    this.transport = settings.smtpUrl
      ? createTransport(settings.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.outbox = new OutboxFolder(settings.outboxDir);
  }

  get usesOutbox(): boolean {
    return !this.settings.smtpUrl;
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({ from: this.settings.from, ...message });
    if (!this.usesOutbox) return { messageId: info.messageId };
    const file = await this.outbox.write(
      `${randomBytes(4).toString('hex')}.eml`,
      (info as unknown as { message: Buffer }).message,
    );
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger.log(
      `Mail "${message.subject}" to ${message.to} written to ${file}${links.length ? ` — link: ${links.join(' ')}` : ''}`,
    );
    return { messageId: info.messageId, file };
  }
}
