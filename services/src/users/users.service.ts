import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AuthUser, User as UserAnswer, UserRole } from '@shop/contracts';
import mongoose, { type Model, Types } from 'mongoose';
import {
  type AuthenticatedUser,
  CannotChangeSelfError,
  EmailTakenError,
  LastAdminError,
  UserNotFoundError,
} from '../common';
import { AuditService } from '../audit';
import { SessionsService } from '../sessions';
import { hashPassword } from './password';
import { encodeProfilePhoto } from './profile-photo';
import { ProfilePhotoStorage } from './profile-photo.storage';
import { User } from './schemas/user.schema';

export interface SeedUser {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

/** A user with the password hash, for login only. */
export interface UserWithHash extends AuthUser {
  passwordHash: string | null;
}

/** What Google tells us about a person (see auth/google/google-profile.ts). */
export interface GoogleIdentity {
  googleId: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string;
  photoURL: string | undefined;
}

export type GoogleSignInResult =
  | { ok: true; user: AuthUser; created: boolean; linked: boolean }
  | { ok: false; reason: 'email-unverified' };

type LeanUser = Pick<User, 'name' | 'email' | 'role' | 'photoURL'> & { _id: Types.ObjectId; passwordHash?: string };

const PUBLIC_FIELDS = { name: 1, email: 1, role: 1, photoURL: 1 } as const;

/** The admin changing or removing an account, as the audit log names them. */
export type UserActor = Pick<AuthenticatedUser, 'id' | 'name' | 'email'>;

/** The signed-in user's answer shape: the spec's identity fields plus name and role, never the hash. */
export function toAuthUser(user: LeanUser): AuthUser {
  return {
    _id: String(user._id),
    name: user.name,
    displayName: user.name,
    email: user.email,
    role: user.role,
    photoURL: user.photoURL ?? null,
  };
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** Accounts. The only code that touches the User model. */
@Injectable()
export class UsersService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessions: SessionsService,
    private readonly photos: ProfilePhotoStorage,
    private readonly audit: AuditService,
  ) {}

  /**
   * Creates the account when no user has this email yet; an existing account (whatever its
   * password, name or role now) is left alone, but for its email being confirmed: the operator chose
   * these addresses (ADMIN_EMAIL, CUSTOMER_EMAIL). Returns true when it was created.
   */
  async ensureUser(seed: SeedUser): Promise<boolean> {
    const email = seed.email.trim().toLowerCase();
    if (await this.users.exists({ email }).exec()) {
      await this.users.updateOne({ email }, { $min: { emailConfirmedAt: new Date() } }).exec();
      return false;
    }
    const passwordHash = await hashPassword(seed.password);
    const result = await this.users
      .updateOne(
        { email },
        { $setOnInsert: { name: seed.name, email, passwordHash, role: seed.role, emailConfirmedAt: new Date() } },
        { upsert: true, timestamps: true },
      )
      .exec();
    return result.upsertedCount > 0;
  }

  async countUsers(): Promise<number> {
    return this.users.countDocuments().exec();
  }

  /** The language the account uses on the site, as its last sign-up or login said (order messages use it). */
  async rememberLanguage(userId: string, language: 'en' | 'bn'): Promise<void> {
    await this.users.updateOne({ _id: userId }, { $set: { language } }).exec();
  }

  /** A new customer account. The unique index decides races: a duplicate email is EMAIL_TAKEN. */
  async createCustomer(input: { name: string; email: string; passwordHash: string }): Promise<AuthUser> {
    try {
      const created = await this.users.create({ ...input, role: 'customer' });
      return toAuthUser(created.toObject());
    } catch (error) {
      if (isDuplicateKey(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /** The account's email and whether its owner has confirmed it; null when the account is gone. */
  async emailConfirmation(id: string): Promise<{ name: string; email: string; language?: 'en' | 'bn'; confirmed: boolean } | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const user = await this.users
      .findById(id, { name: 1, email: 1, language: 1, emailConfirmedAt: 1 })
      .lean<Pick<User, 'name' | 'email' | 'language' | 'emailConfirmedAt'>>()
      .exec();
    if (!user) return null;
    return { name: user.name, email: user.email, ...(user.language ? { language: user.language } : {}), confirmed: Boolean(user.emailConfirmedAt) };
  }

  /**
   * Marks the account's email confirmed — only while the account still has the address the link
   * was mailed to. False when it has another one now (or is gone).
   */
  async confirmEmail(id: string, email: string, at = new Date()): Promise<boolean> {
    const result = await this.users
      // $min sets a missing date and keeps an earlier one.
      .updateOne({ _id: new Types.ObjectId(id), email }, { $min: { emailConfirmedAt: at } })
      .exec();
    return result.matchedCount === 1;
  }

  async findForLogin(email: string): Promise<UserWithHash | null> {
    const user = await this.users
      .findOne({ email: email.trim().toLowerCase() }, { ...PUBLIC_FIELDS, passwordHash: 1 })
      .lean<LeanUser>()
      .exec();
    return user ? { ...toAuthUser(user), passwordHash: user.passwordHash ?? null } : null;
  }

  async findByEmail(email: string): Promise<AuthUser | null> {
    const user = await this.users.findOne({ email: email.trim().toLowerCase() }, PUBLIC_FIELDS).lean<LeanUser>().exec();
    return user ? toAuthUser(user) : null;
  }

  async findById(id: string): Promise<AuthUser | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const user = await this.users.findById(id, PUBLIC_FIELDS).lean<LeanUser>().exec();
    return user ? toAuthUser(user) : null;
  }

  /** Account id → name, for the accounts of `ids` that still exist (one query; unknown ids left out). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const valid = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
    if (valid.length === 0) return new Map();
    const users = await this.users
      .find({ _id: mongoose.trusted({ $in: valid.map((id) => new Types.ObjectId(id)) }) }, { name: 1 })
      .lean<{ _id: Types.ObjectId; name: string }[]>()
      .exec();
    return new Map(users.map((user) => [user._id.toHexString(), user.name]));
  }

  /** The caller behind an access token, or null when the account is gone. */
  async findAuthenticated(id: string): Promise<AuthenticatedUser | null> {
    const user = await this.findById(id);
    return user ? { id: user._id, name: user.name, email: user.email, role: user.role } : null;
  }

  async getProfile(id: string): Promise<AuthUser> {
    const user = await this.findById(id);
    if (!user) throw new UserNotFoundError();
    return user;
  }

  async updateName(id: string, name: string): Promise<AuthUser> {
    const user = await this.users
      .findByIdAndUpdate(id, { $set: { name } }, { new: true, runValidators: true, projection: PUBLIC_FIELDS })
      .lean<LeanUser>()
      .exec();
    if (!user) throw new UserNotFoundError();
    this.sessions.forgetUser(id);
    return toAuthUser(user);
  }

  /**
   * Stores an uploaded profile photo — decoded and re-encoded as WebP (encodeProfilePhoto: 415 for
   * what is not PNG, JPEG or WebP, 400 for what does not decode) — under a random name, points
   * photoURL at it and deletes the photo it replaces.
   */
  async replacePhoto(id: string, bytes: Buffer): Promise<AuthUser> {
    const photoURL = await this.photos.save(await encodeProfilePhoto(bytes));
    const before = await this.users
      .findByIdAndUpdate(id, { $set: { photoURL } }, { new: false, projection: PUBLIC_FIELDS })
      .lean<LeanUser>()
      .exec();
    if (!before) {
      await this.photos.remove(photoURL);
      throw new UserNotFoundError();
    }
    await this.photos.remove(before.photoURL ?? null);
    return toAuthUser({ ...before, photoURL });
  }

  /** A new password (change or reset): every session of the user is revoked. */
  async setPassword(id: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const result = await this.users.updateOne({ _id: new Types.ObjectId(id) }, { $set: { passwordHash } }).exec();
    if (result.matchedCount === 0) throw new UserNotFoundError();
    await this.sessions.revokeAllForUser(id);
  }

  async isAdmin(email: string): Promise<boolean> {
    const user = await this.users.findOne({ email: email.trim().toLowerCase() }, { role: 1 }).lean().exec();
    return user?.role === 'admin';
  }

  /** Manage All User: every account, oldest first. */
  async listUsers(): Promise<UserAnswer[]> {
    const users = await this.users.find({}, { name: 1, email: 1, role: 1 }).sort({ _id: 1 }).lean<LeanUser[]>().exec();
    return users.map(({ _id, name, email, role }) => ({ _id: String(_id), name, email, role }));
  }

  /**
   * Make Admin / demote. Refuses the caller's own account and demoting the last admin. The user's
   * sessions end (their access tokens carry the old role): they sign in again with the new one.
   *
   * The last-admin rule holds without transactions: demote first (a single atomic update), then
   * count the admins that remain; if none remain, undo the demotion and refuse. Two admins
   * demoting each other at once may both be refused (each sees zero after both demotions and
   * both are restored) but can never both succeed: a demotion only stands if, after it was
   * written, another admin was still there — and that admin can only be demoted later by a request
   * whose own count then sees the earlier demotion and undoes itself.
   */
  async setRole(actor: UserActor, id: string, role: UserRole): Promise<UserAnswer> {
    if (actor.id === id) throw new CannotChangeSelfError('change your own role');
    let user: LeanUser;
    let before: UserRole;
    if (role === 'admin') {
      const previous = await this.users
        .findByIdAndUpdate(id, { $set: { role: 'admin' } }, { new: false, projection: { name: 1, email: 1, role: 1 } })
        .lean<LeanUser>()
        .exec();
      if (!previous) throw new UserNotFoundError();
      user = previous;
      before = previous.role;
    } else {
      const demoted = await this.demoteGuarded(id, 'demote');
      user = demoted.user;
      before = demoted.wasAdmin ? 'admin' : 'customer';
    }
    await this.sessions.revokeAllForUser(id);
    if (before !== role) {
      await this.audit.record({
        action: 'user.role-changed',
        actor,
        target: { type: 'user', id, label: user.name },
        changes: [{ field: 'role', before, after: role }],
      });
    }
    return { _id: String(user._id), name: user.name, email: user.email, role };
  }

  /**
   * Remove User. Refuses the caller's own account and the last admin (an admin is demoted with the
   * guarded demotion first, so the rule of setRole applies); the user's sessions are revoked.
   */
  async removeUser(actor: UserActor, id: string): Promise<void> {
    if (actor.id === id) throw new CannotChangeSelfError('remove your own account');
    const user = await this.users.findById(id, { name: 1, email: 1, role: 1 }).lean<LeanUser>().exec();
    if (!user) throw new UserNotFoundError();
    if (user.role === 'admin') await this.demoteGuarded(id, 'remove');
    const removed = await this.users.deleteOne({ _id: new Types.ObjectId(id) }).exec();
    await this.sessions.revokeAllForUser(id);
    if (removed.deletedCount === 1) {
      await this.audit.record({
        action: 'user.removed',
        actor,
        target: { type: 'user', id, label: user.name },
        changes: [
          { field: 'name', before: user.name },
          { field: 'email', before: user.email },
          { field: 'role', before: user.role },
        ],
      });
    }
  }

  /** See setRole: demote, re-count, undo when no admin is left. */
  private async demoteGuarded(id: string, action: 'demote' | 'remove'): Promise<{ user: LeanUser; wasAdmin: boolean }> {
    const demoted = await this.users
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), role: 'admin' },
        { $set: { role: 'customer' } },
        { new: true, projection: PUBLIC_FIELDS },
      )
      .lean<LeanUser>()
      .exec();
    if (!demoted) {
      const user = await this.users.findById(id, PUBLIC_FIELDS).lean<LeanUser>().exec();
      if (!user) throw new UserNotFoundError();
      return { user, wasAdmin: false }; // already a customer
    }
    const admins = await this.users.countDocuments({ role: 'admin' }).exec();
    if (admins === 0) {
      await this.users.updateOne({ _id: demoted._id }, { $set: { role: 'admin' } }).exec();
      throw new LastAdminError(action);
    }
    return { user: demoted, wasAdmin: true };
  }

  /**
   * 'Continue with Google': the account already linked to this Google id; else the account with the
   * same email, linked now — only when Google has verified that email (otherwise anyone could claim
   * an address at Google and take over the shop account); else a new customer. An unverified email
   * is refused outright, so it cannot squat an address its owner might register later.
   */
  async signInWithGoogle(identity: GoogleIdentity): Promise<GoogleSignInResult> {
    const linked = await this.users.findOne({ googleId: identity.googleId }, PUBLIC_FIELDS).lean<LeanUser>().exec();
    if (linked) {
      if (identity.emailVerified && identity.email?.trim().toLowerCase() === linked.email) {
        await this.confirmEmail(String(linked._id), linked.email);
      }
      return { ok: true, user: toAuthUser(linked), created: false, linked: false };
    }
    if (!identity.email || !identity.emailVerified) return { ok: false, reason: 'email-unverified' };
    const email = identity.email.trim().toLowerCase();
    const existing = await this.users
      .findOneAndUpdate(
        { email, googleId: mongoose.trusted({ $in: [null, identity.googleId] }) },
        // Google verified the address: it is confirmed as a mailed link would confirm it.
        { $set: { googleId: identity.googleId }, $min: { emailConfirmedAt: new Date() } },
        { new: true, projection: PUBLIC_FIELDS },
      )
      .lean<LeanUser>()
      .exec();
    if (existing) return { ok: true, user: toAuthUser(existing), created: false, linked: true };
    try {
      const created = await this.users.create({
        name: identity.name.trim().slice(0, 100) || email.split('@')[0],
        email,
        googleId: identity.googleId,
        photoURL: identity.photoURL,
        role: 'customer',
        emailConfirmedAt: new Date(),
      });
      return { ok: true, user: toAuthUser(created.toObject()), created: true, linked: false };
    } catch (error) {
      // The email belongs to an account linked to another Google id, or a concurrent sign-up won.
      if (isDuplicateKey(error)) throw new EmailTakenError();
      throw error;
    }
  }
}
