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

  createdAt?: Date;
}

export type ContactMessageDocument = HydratedDocument<ContactMessage>;

export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);

/** The admin's list: newest first. */
ContactMessageSchema.index({ createdAt: -1, _id: -1 });
