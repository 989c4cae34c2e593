import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import fastq from 'fastq';
import mongoose, { type Model, Types } from 'mongoose';
import { ResetTokenInvalidError } from '../common';
import type { AppConfig } from '../config';
import { MAILER, type Mailer } from '../mail';
import type { NotificationLanguage } from '../notifications';
import { hashToken, looksLikeToken, newOpaqueToken } from '../sessions';
import { UsersService } from '../users';
import { AuthAttemptLimits } from './auth-attempt-limits';
import { PasswordReset } from './schemas/password-reset.schema';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/**
 * Reset requests waiting for their lookup and mail. The route's throttle (5 per 15 minutes per
 * address) keeps this short; past it a request is dropped with a log line rather than holding memory.
 */
export const RESET_QUEUE_MAX_WAITING = 500;

interface ResetJob {
  email: string;
  language: NotificationLanguage;
}

/** The reset mail in the customer's language, with a link to the reset page in that language. */
export function resetMail(name: string, link: string, language: NotificationLanguage): { subject: string; text: string } {
  if (language === 'bn') {
    return {
      subject: 'আপনার TechParts BD পাসওয়ার্ড রিসেট করুন',
      text: [
        `প্রিয় ${name},`,
        '',
        'কেউ (আশা করি আপনি) আপনার TechParts BD অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন।',
        'নতুন পাসওয়ার্ড বেছে নিতে ৩০ মিনিটের মধ্যে এই লিংকটি খুলুন:',
        '',
        link,
        '',
        'লিংকটি একবারই কাজ করে। আপনি না চেয়ে থাকলে এই মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড একই থাকবে।',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your TechParts BD password',
    text: [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your TechParts BD account.',
      `Open this link within 30 minutes to choose a new password:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this mail: your password stays the same.',
    ].join('\n'),
  };
}

/** Password reset by mail: single-use links valid for 30 minutes. */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  /**
   * Whether an account exists must not show in the answer's timing: the route answers before
   * anything is looked up, and the lookup, the token and the mail happen here, one at a time.
   */
  private readonly queue: fastq.queueAsPromised<ResetJob, void>;

  constructor(
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    private readonly users: UsersService,
    private readonly config: ConfigService<AppConfig, true>,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly attempts: AuthAttemptLimits,
  ) {
    this.queue = fastq.promise((job: ResetJob) => this.startReset(job), 1);
  }

  /**
   * Takes a reset request for later: the caller answers at once, the same way whether or not the
   * email has an account. The mail (in `language`, linking to that language's reset page) follows
   * within moments.
   */
  request(email: string, language: NotificationLanguage = 'en'): void {
    if (this.queue.length() >= RESET_QUEUE_MAX_WAITING) {
      this.logger.warn('Too many reset requests waiting: one was dropped');
      return;
    }
    this.queue.push({ email, language }).catch((error: unknown) =>
      this.logger.error(`A reset request failed: ${error instanceof Error ? error.message : error}`),
    );
  }

  /** Resolves when every reset request taken so far has been handled (shutdown, tests). */
  async settled(): Promise<void> {
    if (this.queue.idle()) return;
    await this.queue.drained();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private async startReset({ email, language }: ResetJob): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newOpaqueToken();
    await this.resets.create({
      userId: new Types.ObjectId(user._id),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const prefix = language === 'bn' ? '/bn' : '';
    const link = `${this.config.get('SHOP_URL', { infer: true })}${prefix}/reset?token=${token}`;
    const mail = resetMail(user.name, link, language);
    try {
      await this.mailer.send({ to: user.email, ...mail });
    } catch (error) {
      this.logger.error(`Could not send the reset mail to ${user.email}: ${error instanceof Error ? error.message : error}`);
    }
  }

  /**
   * Uses a reset token: marks it used (atomically: only one request can), sets the new password and
   * revokes every session of the account. Unknown, used and expired tokens: RESET_TOKEN_INVALID.
   * Uses are limited per link's account, and generously per `address` (AuthAttemptLimits): people
   * behind one shared address do not use up each other's tries.
   */
  async confirm(token: string, password: string, address: string): Promise<void> {
    const known = looksLikeToken(token)
      ? await this.resets.findOne({ tokenHash: hashToken(token) }, { userId: 1 }).lean().exec()
      : null;
    await this.attempts.resetConfirm(known ? String(known.userId) : undefined, address);
    if (!looksLikeToken(token)) throw new ResetTokenInvalidError();
    const now = new Date();
    const reset = await this.resets
      .findOneAndUpdate(
        { tokenHash: hashToken(token), usedAt: null, expiresAt: mongoose.trusted({ $gt: now }) },
        { $set: { usedAt: now } },
        { new: true, projection: { userId: 1 } },
      )
      .lean()
      .exec();
    if (!reset) throw new ResetTokenInvalidError();
    await this.users.setPassword(String(reset.userId), password);
    // Older links of the same account stop working too.
    await this.resets.updateMany({ userId: reset.userId, usedAt: null }, { $set: { usedAt: now } }).exec();
  }
}
