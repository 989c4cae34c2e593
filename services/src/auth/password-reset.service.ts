import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, Types } from 'mongoose';
import { ResetTokenInvalidError } from '../common';
import type { AppConfig } from '../config';
import { MAILER, type Mailer } from '../mail';
import { hashToken, looksLikeToken, newOpaqueToken } from '../sessions/session-token';
import { UsersService } from '../users/users.service';
import { PasswordReset } from './schemas/password-reset.schema';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Password reset by mail: single-use links valid for 30 minutes. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    private readonly users: UsersService,
    private readonly config: ConfigService<AppConfig, true>,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /**
   * Starts a reset for the email if it has an account. Answers the same way, at about the same
   * time, either way: the mail is sent after the answer (no account enumeration by timing).
   */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newOpaqueToken();
    await this.resets.create({
      userId: new Types.ObjectId(user._id),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${this.config.get('SHOP_URL', { infer: true })}/reset?token=${token}`;
    void this.mailer
      .send({
        to: user.email,
        subject: 'Reset your TechParts BD password',
        text: [
          `Hello ${user.name},`,
          '',
          'Someone (hopefully you) asked to reset the password of your TechParts BD account.',
          `Open this link within 30 minutes to choose a new password:`,
          '',
          link,
          '',
          'The link works once. If you did not ask for it, ignore this mail: your password stays the same.',
        ].join('\n'),
      })
      .catch((error: unknown) =>
        this.logger.error(`Could not send the reset mail to ${user.email}: ${error instanceof Error ? error.message : error}`),
      );
  }

  /**
   * Uses a reset token: marks it used (atomically: only one request can), sets the new password and
   * revokes every session of the account. Unknown, used and expired tokens: RESET_TOKEN_INVALID.
   */
  async confirm(token: string, password: string): Promise<void> {
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
