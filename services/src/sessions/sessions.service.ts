import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import mongoose, { type Model, Types } from 'mongoose';
import type { AppConfig } from '../config';
import { hashToken, looksLikeToken, newOpaqueToken } from './session-token';
import { Session } from './schemas/session.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionClient {
  userAgent?: string;
  ip?: string;
}

/** A refresh token handed to the browser, and when it stops working. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  userId: string;
}

/** Why a refresh token was refused. */
export type RotationFailure = 'missing' | 'revoked' | 'reused';

export type RotationResult = { ok: true; session: IssuedSession } | { ok: false; reason: RotationFailure };

/**
 * Refresh-token sessions. The only code that touches the Session model. Every state change is a
 * single-document atomic update (the database has no multi-document transactions).
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** Starts a new login (a new family) for the user. */
  async start(userId: string, client: SessionClient = {}): Promise<IssuedSession> {
    const { token } = await this.insert(userId, randomUUID(), client);
    return token;
  }

  /**
   * Exchanges a refresh token for its successor. Exactly one caller can rotate a given token: the
   * conditional findOneAndUpdate only matches while it is neither revoked nor expired. A token that
   * was already rotated is being replayed (stolen, or an old copy): its whole family is revoked.
   */
  async rotate(token: unknown, client: SessionClient = {}): Promise<RotationResult> {
    if (!looksLikeToken(token)) return { ok: false, reason: 'missing' };
    const tokenHash = hashToken(token);
    const now = new Date();
    const current = await this.sessions
      .findOneAndUpdate(
        { tokenHash, revokedAt: null, expiresAt: mongoose.trusted({ $gt: now }) },
        { $set: { revokedAt: now } },
        { new: false, projection: { userId: 1, familyId: 1 } },
      )
      .lean()
      .exec();
    if (current) {
      const { token: successor, id } = await this.insert(String(current.userId), current.familyId, client);
      await this.sessions.updateOne({ _id: current._id }, { $set: { replacedBy: id } }).exec();
      return { ok: true, session: successor };
    }
    const known = await this.sessions
      .findOne({ tokenHash }, { familyId: 1, revokedAt: 1, replacedBy: 1, expiresAt: 1 })
      .lean()
      .exec();
    if (!known) return { ok: false, reason: 'missing' };
    if (known.replacedBy) {
      await this.revokeFamily(known.familyId);
      return { ok: false, reason: 'reused' };
    }
    if (known.revokedAt) return { ok: false, reason: 'revoked' };
    return { ok: false, reason: 'missing' }; // expired
  }

  /** Logout: revokes every token of the presented token's family. Unknown tokens are ignored. */
  async revokeByToken(token: unknown): Promise<void> {
    if (!looksLikeToken(token)) return;
    const known = await this.sessions.findOne({ tokenHash: hashToken(token) }, { familyId: 1 }).lean().exec();
    if (known) await this.revokeFamily(known.familyId);
  }

  async revokeFamily(familyId: string): Promise<number> {
    const result = await this.sessions
      .updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: new Date() } })
      .exec();
    return result.modifiedCount;
  }

  /** Password change or reset, account removal: every session of the user ends. */
  async revokeAllForUser(userId: string): Promise<number> {
    const result = await this.sessions
      .updateMany({ userId: new Types.ObjectId(userId), revokedAt: null }, { $set: { revokedAt: new Date() } })
      .exec();
    return result.modifiedCount;
  }

  /** Sessions of a user that can still be refreshed (tests and diagnostics). */
  async countActive(userId: string): Promise<number> {
    return this.sessions
      .countDocuments({
        userId: new Types.ObjectId(userId),
        revokedAt: null,
        expiresAt: mongoose.trusted({ $gt: new Date() }),
      })
      .exec();
  }

  private async insert(
    userId: string,
    familyId: string,
    client: SessionClient,
  ): Promise<{ token: IssuedSession; id: Types.ObjectId }> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + this.config.get('REFRESH_TTL_DAYS', { infer: true }) * DAY_MS);
    const created = await this.sessions.create({
      userId: new Types.ObjectId(userId),
      familyId,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: client.userAgent?.slice(0, 300),
      ip: client.ip,
    });
    return { token: { token, expiresAt, userId }, id: created._id };
  }
}
