import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { UserRole } from '@shop/contracts';
import { type HydratedDocument, Types } from 'mongoose';

export const USER_ROLES: readonly UserRole[] = ['customer', 'admin'];

/**
 * One address of My Profile's address book: what the order forms ask for, checked by the same rules
 * (the DTO's), stored as orders store them (phone 01XXXXXXXXX, the district's English name).
 */
@Schema({ _id: true })
export class SavedAddressRecord {
  _id!: Types.ObjectId;

  // The limits are the rules' (30, 100 and 500 characters, checked by the DTO) in UTF-16 units,
  // which is what mongoose counts: a character outside the BMP (many emoji, rare CJK) takes two.
  @Prop({ trim: true, maxlength: 2 * 30 })
  label?: string;

  @Prop({ required: true, trim: true, maxlength: 2 * 100 })
  name!: string;

  @Prop({ required: true })
  phone!: string;

  @Prop({ required: true, trim: true, maxlength: 2 * 500 })
  address!: string;

  @Prop({ required: true })
  district!: string;
}

export const SavedAddressSchema = SchemaFactory.createForClass(SavedAddressRecord);

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

  /** My Profile's phone (01XXXXXXXXX): the order forms offer it when no saved address is chosen. */
  @Prop()
  phone?: string;

  /** The address book, in the order the addresses were saved; at most MAX_SAVED_ADDRESSES. */
  @Prop({ type: [SavedAddressSchema], default: undefined })
  addresses?: SavedAddressRecord[];

  /**
   * The default address's id. When it names no address of the book (never set, or the default was
   * deleted), the book's first address is the default: so a non-empty book always has exactly one,
   * whatever order concurrent changes land in (see address-book.service.ts).
   */
  @Prop({ type: Types.ObjectId })
  defaultAddressId?: Types.ObjectId;

  /** Google account id for 'Continue with Google' sign-ins. */
  @Prop({ index: true })
  googleId?: string;
}

export type UserDocument = HydratedDocument<User>;

export const UserSchema = SchemaFactory.createForClass(User);
