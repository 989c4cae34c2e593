import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { UserRole } from '@shop/contracts';
import type { HydratedDocument } from 'mongoose';

export const USER_ROLES: readonly UserRole[] = ['customer', 'admin'];

/** An account. `passwordHash` is argon2id and never leaves the database unless asked for. */
@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ required: true, trim: true, maxlength: 100 })
  name!: string;

  @Prop({ required: true, unique: true, trim: true, lowercase: true, maxlength: 254 })
  email!: string;

  @Prop({ select: false })
  passwordHash?: string;

  @Prop({ type: String, required: true, enum: USER_ROLES, default: 'customer' })
  role!: UserRole;

  @Prop({ trim: true })
  photoURL?: string;

  /**
   * The language the account last used on the site ('en' | 'bn'): order messages are written in it
   * when the order itself does not say (see services/src/notifications).
   */
  @Prop({ type: String, enum: ['en', 'bn'] })
  language?: 'en' | 'bn';

  /**
   * When the owner of `email` proved it is theirs (the mailed confirmation link, or Google saying
   * it verified the address). Order mails go only to a confirmed address; unset until then.
   */
  @Prop({ type: Date })
  emailConfirmedAt?: Date;

  /** Google account id for 'Continue with Google' sign-ins. */
  @Prop({ index: true })
  googleId?: string;
}

export type UserDocument = HydratedDocument<User>;

export const UserSchema = SchemaFactory.createForClass(User);
