import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { CONTACT_LIMITS } from '../contact-limits';

/** A message sent through the Contact Us page (/cService). */
@Schema({ collection: 'contact_messages', timestamps: true })
export class ContactMessage {
  @Prop({ required: true, trim: true, lowercase: true, maxlength: CONTACT_LIMITS.email })
  email!: string;

  @Prop({ required: true, trim: true, maxlength: CONTACT_LIMITS.subject })
  subject!: string;

  @Prop({ required: true, trim: true, maxlength: CONTACT_LIMITS.message })
  message!: string;

  /** Marked as handled by an admin; new messages are the unhandled ones. */
  @Prop({ default: false })
  handled!: boolean;

  @Prop()
  handledAt?: Date;

  createdAt?: Date;
}

export type ContactMessageDocument = HydratedDocument<ContactMessage>;

export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);

/** The admin's list: newest first. */
ContactMessageSchema.index({ createdAt: -1, _id: -1 });
/** The inbox filtered by new/handled, newest first; the dashboard's count of new messages. */
ContactMessageSchema.index({ handled: 1, createdAt: -1, _id: -1 });
