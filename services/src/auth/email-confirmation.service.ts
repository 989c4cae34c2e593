import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { EmailConfirmationStatus } from '@shop/contracts';
import mongoose, { type Model, Types } from 'mongoose';
import { UserNotFoundError } from '../common';
import type { AppConfig } from '../config';
import { customerText, MAILER, type Mailer } from '../mail';
import type { NotificationLanguage } from '../notifications';
import { hashToken, looksLikeToken, newOpaqueToken } from '../sessions';
import { UsersService } from '../users';
import { ConfirmationMailsThrottledError, EmailConfirmationInvalidError } from './email-confirmation.errors';
import { HourlyLimits } from '../rate-limits';
import { EmailConfirmation } from './schemas/email-confirmation.schema';

export const EMAIL_CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

/** The shop's pages in Bengali live under /bn (`LANGUAGE_PATH_PREFIX` of @shop/i18n, a browser library). */
const PAGE_PREFIX: Record<NotificationLanguage, string> = { en: '', bn: '/bn' };

const MAIL_TEXTS: Record<NotificationLanguage, { subject: string; lines: (name: string, link: string) => string[] }> = {
  en: {
    subject: 'Confirm your email for TechParts BD',
    lines: (name, link) => [
      `Hello ${name},`,
      '',
      'Please confirm that this is your email address for your TechParts BD account, so that we can send you mails about your orders.',
      'Open this link within 48 hours:',
      '',
      link,
      '',
      'The link works once. If you did not create an account at TechParts BD, ignore this mail: nothing more will be sent to you.',
    ],
  },
  bn: {
    subject: 'TechParts BD-এ আপনার ইমেইল নিশ্চিত করুন',
    lines: (name, link) => [
      `প্রিয় ${name},`,
      '',
      'অনুগ্রহ করে নিশ্চিত করুন যে এটি আপনার TechParts BD অ্যাকাউন্টের ইমেইল ঠিকানা, যাতে আমরা আপনার অর্ডারের খবর ইমেইলে পাঠাতে পারি।',
      '৪৮ ঘণ্টার মধ্যে এই লিংকটি খুলুন:',
      '',
      link,
      '',
      'লিংকটি একবারই কাজ করবে। আপনি TechParts BD-এ কোনো অ্যাকাউন্ট না খুলে থাকলে এই ইমেইলটি উপেক্ষা করুন: আপনাকে আর কিছু পাঠানো হবে না।',
    ],
  },
};

/**
 * Proof that a customer owns the email address of their account. Sign-up mails a link (in the
 * language of the sign-up page); opening it confirms the address. Order mails go only to a confirmed
 * address (the notifications relay checks `emailConfirmedAt`), so signing up with somebody else's
 * address no longer makes the shop write to them. Links are single-use, valid 48 hours, stored as
 * their SHA-256 only, and tied to the address they were sent to.
 */
@Injectable()
export class EmailConfirmationService {
  private readonly logger = new Logger(EmailConfirmationService.name);

  constructor(
    @InjectModel(EmailConfirmation.name) private readonly confirmations: Model<EmailConfirmation>,
    private readonly users: UsersService,
    private readonly limits: HourlyLimits,
    private readonly config: ConfigService<AppConfig, true>,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async status(userId: string): Promise<EmailConfirmationStatus> {
    const account = await this.users.emailConfirmation(userId);
    if (!account) throw new UserNotFoundError();
    return { email: account.email, confirmed: account.confirmed };
  }

  /**
   * Mails a new link to the account's address, unless it is confirmed already. At most
   * CONFIRMATION_MAILS_PER_HOUR per account (429 with how long to wait otherwise).
   */
  async resend(userId: string, language?: NotificationLanguage): Promise<EmailConfirmationStatus> {
    const account = await this.users.emailConfirmation(userId);
    if (!account) throw new UserNotFoundError();
    if (account.confirmed) return { email: account.email, confirmed: true };
    const limit = this.config.get('CONFIRMATION_MAILS_PER_HOUR', { infer: true });
    const decision = await this.limits.take('confirmation-mail', userId, limit);
    if (!decision.allowed) throw new ConfirmationMailsThrottledError(decision.retryAfterSeconds);
    await this.send({ _id: userId, ...account }, language ?? account.language ?? 'en');
    return { email: account.email, confirmed: false };
  }

  /**
   * Starts a confirmation: stores the link's hash, then mails the link without making the caller
   * wait for the mail server. The mails one address gets per hour are limited like order mails
   * (MESSAGES_PER_EMAIL_PER_HOUR): past it the mail is not sent (and logged).
   */
  async send(user: { _id: string; name: string; email: string }, language: NotificationLanguage): Promise<void> {
    const token = newOpaqueToken();
    await this.confirmations.create({
      userId: new Types.ObjectId(user._id),
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_MS),
    });
    const perAddress = this.config.get('MESSAGES_PER_EMAIL_PER_HOUR', { infer: true });
    const allowed = await this.limits.take('mail', user.email, perAddress);
    if (!allowed.allowed) {
      this.logger.warn(`Confirmation mail to ${user.email} skipped: ${perAddress} mails to this address this hour already`);
      return;
    }
    const link = `${this.config.get('SHOP_URL', { infer: true })}${PAGE_PREFIX[language]}/confirm-email?token=${token}`;
    const texts = MAIL_TEXTS[language];
    void this.mailer
      .send({ to: user.email, subject: texts.subject, text: texts.lines(customerText(user.name), link).join('\n') })
      .catch((error: unknown) =>
        this.logger.error(`Could not send the confirmation mail to ${user.email}: ${error instanceof Error ? error.message : error}`),
      );
  }

  /**
   * Uses a link: marks it used (atomically: only one request can) and confirms the address it was
   * sent to, if the account still has it. Unknown, used, expired: EMAIL_CONFIRMATION_INVALID.
   */
  async confirm(token: string): Promise<EmailConfirmationStatus> {
    if (!looksLikeToken(token)) throw new EmailConfirmationInvalidError();
    const now = new Date();
    const record = await this.confirmations
      .findOneAndUpdate(
        { tokenHash: hashToken(token), usedAt: null, expiresAt: mongoose.trusted({ $gt: now }) },
        { $set: { usedAt: now } },
        { new: true, projection: { userId: 1, email: 1 } },
      )
      .lean()
      .exec();
    if (!record) throw new EmailConfirmationInvalidError();
    if (!(await this.users.confirmEmail(String(record.userId), record.email, now))) throw new EmailConfirmationInvalidError();
    // The account's other links have nothing left to do.
    await this.confirmations.updateMany({ userId: record.userId, usedAt: null }, { $set: { usedAt: now } }).exec();
    return { email: record.email, confirmed: true };
  }
}
