/** A mail the shop sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A fixed Message-ID (`<id@host>`), the same when a failed send is retried. */
  messageId?: string;
}

/** Where a sent mail ended up (the .eml path for the outbox). */
export interface SentMail {
  messageId: string;
  file?: string;
}

/** Sends mail. Inject with `@Inject(MAILER)`; tests read the outbox directory. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export const MAILER = Symbol('MAILER');
