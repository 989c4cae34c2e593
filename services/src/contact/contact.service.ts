import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type ContactMessage as ContactMessageAnswer,
  type ContactMessagePage,
  type ContactStatusFilter,
  type InsertedAnswer,
  type NewContactMessage,
} from '@shop/contracts';
import mongoose, { type FilterQuery, type Model, Types } from 'mongoose';
import { AuditService } from '../audit';
import type { AuthenticatedUser } from '../common';
import { ContactMessageNotFoundError } from './contact-errors';
import { DEFAULT_CONTACT_PAGE_LIMIT } from './dto/list-contact.dto';
import { ContactMessage } from './schemas/contact-message.schema';

const LIST_FIELDS = {
  email: 1,
  subject: 1,
  message: 1,
  createdAt: 1,
  handled: 1,
  handledAt: 1,
} as const;

type Row = Pick<ContactMessage, 'email' | 'subject' | 'message' | 'handledAt'> & {
  _id: Types.ObjectId;
  createdAt: Date;
  /** Missing on messages stored before the inbox had a handled flag. */
  handled?: boolean;
};

/** Unhandled messages; also matches messages stored before the flag existed. */
const NOT_HANDLED = (): FilterQuery<ContactMessage> => ({
  handled: mongoose.trusted({ $ne: true }),
});

const STATUS_FILTERS: Record<ContactStatusFilter, () => FilterQuery<ContactMessage>> = {
  new: NOT_HANDLED,
  handled: () => ({ handled: true }),
  all: () => ({}),
};

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Contact Us messages. The only code that touches the ContactMessage model. */
@Injectable()
export class ContactService {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly audit: AuditService,
  ) {}

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
    const rows = await this.messages.find({}, LIST_FIELDS).sort(NEWEST_FIRST).lean<Row[]>().exec();
    return rows.map(toAnswer);
  }

  /** One page of the inbox, newest first: new (unhandled), handled or all messages. */
  async listPage(query: {
    status?: ContactStatusFilter;
    page?: number;
    limit?: number;
  }): Promise<ContactMessagePage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_CONTACT_PAGE_LIMIT;
    const filter = STATUS_FILTERS[query.status ?? 'all']();
    const [rows, total] = await Promise.all([
      this.messages
        .find(filter, LIST_FIELDS)
        .sort(NEWEST_FIRST)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Row[]>()
        .exec(),
      this.messages.countDocuments(filter).exec(),
    ]);
    return { items: rows.map(toAnswer), total, page, limit };
  }

  /**
   * Marks a message handled (now) or new again; ContactMessageNotFoundError when there is none.
   * A change (not a repeat) is recorded in the audit log as `message.handled` / `message.reopened`.
   */
  async setHandled(
    messageId: string,
    handled: boolean,
    admin: AuthenticatedUser,
  ): Promise<ContactMessageAnswer> {
    const handledAt = new Date();
    const update = handled
      ? { $set: { handled: true, handledAt } }
      : { $set: { handled: false }, $unset: { handledAt: 1 } };
    const previous = await this.messages
      .findOneAndUpdate({ _id: new Types.ObjectId(messageId) }, update, {
        new: false,
        projection: LIST_FIELDS,
      })
      .lean<Row>()
      .exec();
    if (!previous) throw new ContactMessageNotFoundError();
    const wasHandled = previous.handled === true;
    if (wasHandled !== handled) {
      await this.audit.record({
        action: handled ? 'message.handled' : 'message.reopened',
        actor: admin,
        target: { type: 'message', id: messageId, label: `${previous.email} · ${previous.subject}` },
        changes: [{ field: 'handled', before: wasHandled, after: handled }],
      });
    }
    const { handledAt: _previousHandledAt, ...rest } = previous;
    return toAnswer({ ...rest, handled, ...(handled ? { handledAt } : {}) });
  }

  /** How many messages are not handled yet (the dashboard's "new messages"). */
  async countUnhandled(): Promise<number> {
    return this.messages.countDocuments(NOT_HANDLED()).exec();
  }
}

function toAnswer(row: Row): ContactMessageAnswer {
  return {
    _id: row._id.toHexString(),
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handled: row.handled === true,
    ...(row.handled === true && row.handledAt ? { handledAt: row.handledAt.toISOString() } : {}),
  };
}
