import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type {
  ContactMessage as ContactMessageAnswer,
  InsertedAnswer,
  NewContactMessage,
} from '@shop/contracts';
import type { Model, Types } from 'mongoose';
import { ContactMessage } from './schemas/contact-message.schema';

const LIST_FIELDS = { email: 1, subject: 1, message: 1, createdAt: 1 } as const;

type Row = Pick<ContactMessage, 'email' | 'subject' | 'message'> & {
  _id: Types.ObjectId;
  createdAt: Date;
};

/** Contact Us messages. The only code that touches the ContactMessage model. */
@Injectable()
export class ContactService {
  constructor(@InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>) {}

  async createMessage(message: NewContactMessage): Promise<InsertedAnswer> {
    const created = await this.messages.create({
      email: message.email,
      subject: message.subject,
      message: message.message,
    });
    return { insertedId: String(created._id) };
  }

  /** Every message, newest first. */
  async listMessages(): Promise<ContactMessageAnswer[]> {
    const rows = await this.messages
      .find({}, LIST_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .lean<Row[]>()
      .exec();
    return rows.map((row) => ({
      _id: row._id.toHexString(),
      email: row.email,
      subject: row.subject,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
